import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Most trucking companies that fail are not losing money on their loads. They run out of cash while they wait to be paid for them. Fuel, driver pay, truck notes and insurance are due every week, but brokers and shippers typically pay in 30 to 90 days. Profit on paper does not cover a fuel bill.',
    'We have worked with owner-operators and fleets since 2018, and the carriers who grow steadily share a handful of habits. Here are seven of them, with the numbers behind each one.',
  ],
  sections: [
    {
      heading: 'Understand the Cash Flow Gap',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The cash flow gap is the money you have to spend to run your trucks before your customers pay for the loads those trucks haul. To see how big it gets, take a three-truck fleet: the owner drives one truck and two hired drivers run the others. Each truck grosses about $5,500 a week, so the fleet bills about $16,500 a week. Its weekly costs look like this:',
        },
        {
          kind: 'list',
          items: [
            'Fuel: about $4,300',
            'Driver pay for two hired drivers: about $3,000',
            'Truck and trailer payments: about $1,700',
            'Insurance: about $1,100',
            'Maintenance and tires: about $900',
            'Tolls, permits, ELD subscriptions and everything else: about $600',
          ],
        },
        {
          kind: 'paragraph',
          text: 'That is roughly $11,600 going out every week, no matter when the money comes in. The longer your customers take to pay, the more of those weeks you have to fund yourself:',
        },
        {
          kind: 'table',
          caption: 'The cash flow gap for a three-truck fleet billing $16,500 and spending $11,600 a week',
          columns: [
            'Customer payment terms',
            'Unpaid invoices at any time',
            'Costs you fund before the first payment',
          ],
          rows: [
            ['30 days', 'about $71,000', 'about $50,000'],
            ['45 days', 'about $106,000', 'about $75,000'],
            ['90 days', 'about $212,000', 'about $150,000'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The fleet in this example is profitable, yet at 45-day terms it needs about $75,000 of working capital just to stand still. Add a fourth truck and the gap grows again. Knowing your own number is the first step, because every other habit on this list is a way to shrink it or fund it.',
        },
      ],
    },
    {
      heading: 'Use Factoring Strategically',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Invoice factoring closes the gap directly: you sell an invoice and receive most of its value right away instead of waiting weeks for your customer. With us, that means an advance of 90 to 95% of the invoice, usually within 24 hours, and the rest, minus our fee, when your customer pays.',
        },
        {
          kind: 'paragraph',
          text: 'Here is how one load works out. You deliver a $3,000 load to a broker that pays in 45 days. At a 90% advance, you receive $2,700 the next day. With a 2% fee per 30 days, the fee for 45 days is $90. When the broker pays, you receive the remaining $300 minus the fee, or $210. In total you collect $2,910 and spend none of the 45 days waiting.',
        },
        {
          kind: 'paragraph',
          text: 'Strategic means you decide how factoring fits your business. Some carriers factor every invoice. Others factor only the customers that pay slowly and wait for the quick payers. Because we have no long-term contracts and no minimum volume, you can factor heavily while you grow and scale back when your reserve can carry more of the gap. Compare the fee with what the cash earns you: if an advance keeps a truck running instead of parked, it pays for itself.',
        },
      ],
    },
    {
      heading: 'Separate Business and Personal Finances',
      blocks: [
        {
          kind: 'paragraph',
          text: "Many owner-operators start out paying for fuel and groceries from the same account. It works until it doesn't: you cannot tell whether the business is making money, tax time becomes a shoebox exercise, and a lender or factor reviewing your statements sees noise instead of a business.",
        },
        {
          kind: 'list',
          items: [
            'Open a business checking account and have every customer payment and factoring advance deposited there.',
            'Pay all business costs from that account or a business card, never from personal funds.',
            'Pay yourself a fixed weekly or biweekly draw, the same amount every time, and adjust it each quarter if the numbers support it.',
            'Keep a separate savings account for taxes and set aside a fixed share of every payment.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A clean business account also makes the next habit possible, because you cannot forecast cash you cannot see.',
        },
      ],
    },
    {
      heading: 'Forecast Your Cash Weekly',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trucking cash moves weekly, so plan it weekly. A simple spreadsheet that looks eight weeks ahead, updated every Monday, takes about 20 minutes and removes most surprises.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Start with the cash you have today.',
            'Add the money you expect each week: factoring advances, reserve releases and payments from customers you do not factor, on the dates they are really likely to arrive.',
            'Subtract the costs you know: fuel, payroll, truck notes, insurance and a maintenance allowance based on your own history.',
            'Add the lumpy costs that catch carriers out: quarterly IFTA payments, the annual heavy vehicle use tax, plates and permits, insurance renewals and tires.',
            'Look for any week where the balance dips below your reserve, and act now: factor more invoices, move a repair or talk to us before it becomes an emergency.',
          ],
        },
      ],
    },
    {
      heading: 'Put Fuel on a Fuel Card',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Fuel is usually the largest weekly cost, and a fleet fuel card turns it from a scattered expense into one you control. Our fuel card saves up to 15 cents per gallon at network locations and up to 3 cents per gallon everywhere else, with no monthly fees and no contract.',
        },
        {
          kind: 'paragraph',
          text: 'For our three-truck fleet, burning about 1,150 gallons a week, buying 80% of it in network at the full discount and the rest elsewhere would save about $145 a week, or roughly $7,500 a year. The controls matter just as much: spending limits per card, fuel-only purchases and reports by truck and driver show you where every gallon went and make IFTA reporting much easier.',
        },
      ],
    },
    {
      heading: 'Build a Cash Reserve of 1–2 Weeks of Operating Costs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Even with fast funding, trucking throws surprises: a blown turbo, a truck out of service for a week, a slow month in the spot market. Keep a reserve equal to one to two weeks of operating costs in a separate account that you do not touch for everyday bills.',
        },
        {
          kind: 'paragraph',
          text: "For the three-truck fleet, that is $11,600 to $23,200. Setting aside 5% of each week's $16,500 in billing, about $825, reaches one week of costs in about 14 weeks and two weeks of costs in about 28. When you draw on the reserve, rebuild it before you take on new spending.",
        },
        {
          kind: 'callout',
          title: 'Why factoring and a reserve work together',
          text: 'Factoring covers the predictable gap between delivery and payment. The reserve covers the unpredictable. With both, a breakdown is an expense, not a crisis.',
        },
      ],
    },
    {
      heading: 'Invoice Fast, Every Time',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Payment terms start when your customer receives a correct invoice, not when you deliver the load. Every day you wait to bill adds a day to the gap: for our example fleet, a billing delay of one day ties up about another $2,400.',
        },
        {
          kind: 'list',
          items: [
            'Invoice the same day you deliver, from the road if you have to. With our mobile app you photograph the paperwork and submit the invoice from the cab.',
            'Send a complete package: the invoice, the signed rate confirmation and a clear bill of lading or proof of delivery.',
            "Check the details that cause rejections: load numbers, rates, accessorials such as detention and lumper fees, and the customer's billing address.",
            'Track unpaid invoices weekly and follow up as soon as a payment is late. When you factor with us, our team handles that follow-up for you.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Ready to improve your cash flow?',
    text: 'Tell us about your fleet and your customers, and we will show you what your invoices are worth today. Request a free quote and we respond within 1 hour during business hours, with funding within 24 hours once you are set up, rates from 1.5%, no long-term contracts and no minimum volume.',
    secondaryLink: 'how-factoring-works',
  },
};
