import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Sooner or later every growing trucking business needs more cash than it has on hand. A new customer pays in 60 days, a second truck comes up for sale, or fuel prices jump just as you take on more loads. The two most common answers are invoice factoring and a bank loan, and they solve different problems.',
    'Our credit team weighs this question with carriers every week. Below we explain what each option is, how it works in practice, how they compare, and when a carrier is better served by one, the other or both.',
  ],
  sections: [
    {
      heading: 'What Is Invoice Factoring?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Invoice factoring is the sale of your unpaid invoices to a factoring company at a small discount. You are not borrowing money: you are being paid early for work you have already done. The factor advances most of the invoice value right away, collects payment from your customer, and pays you the rest minus its fee.',
        },
        {
          kind: 'paragraph',
          text: 'Because the factor is buying an invoice, what matters most is whether your customer, the broker or shipper, pays its bills. Your own credit score and time in business matter much less, which is why factoring is open to new authorities and owner-operators who would struggle to get a bank loan.',
        },
        {
          kind: 'paragraph',
          text: 'You will hear two terms in factoring agreements. With recourse factoring, you buy back an invoice your customer fails to pay; with non-recourse factoring, the factor absorbs the loss if a customer goes out of business. Non-recourse usually costs a little more. Either way, read what the agreement says about how long a customer has to pay before an invoice comes back to you.',
        },
      ],
    },
    {
      heading: 'What Is a Bank Loan?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A bank loan is borrowed money that you repay with interest over an agreed term. For trucking businesses it usually takes one of three forms: a term loan for a lump sum, an equipment loan secured by the truck or trailer it buys, or a business line of credit you draw on and repay as needed.',
        },
        {
          kind: 'paragraph',
          text: "The bank is lending against your business's ability to repay, so it looks closely at your credit history, your financial statements, your time in business and the collateral you can pledge. A loan adds debt to your balance sheet, and the payments are due whether or not your customers have paid you.",
        },
      ],
    },
    {
      heading: 'How Factoring Works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'You deliver a load and submit the invoice with the rate confirmation and signed bill of lading, through the client portal or the mobile app.',
            'We verify the invoice with your customer and advance 90 to 95% of its value to your bank account, usually within 24 hours.',
            'Your customer pays the full invoice to us on its normal terms, whether that is 30, 45 or 90 days.',
            'We release the remaining balance, the reserve, minus our fee. Our rates start at 1.5%.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Take a $4,000 invoice to a broker on 30-day terms. At a 95% advance you receive $3,800 the next day. With a 2% fee, you receive the remaining $200 minus $80, or $120, when the broker pays: $3,920 in total, without waiting a month for most of it. Many factors also handle collections and check the credit of new customers, work that a small carrier would otherwise do alone.',
        },
      ],
    },
    {
      heading: 'How a Bank Loan Works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'You apply with two to three years of tax returns, recent bank statements, a profit and loss statement, a balance sheet and details of any collateral.',
            'The bank underwrites the application, checks your business and personal credit, and often asks for a personal guarantee from the owners.',
            'If approved, you receive the funds as a lump sum, or as a credit limit you can draw on.',
            'You repay principal and interest on a fixed schedule, usually monthly, for the length of the term.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'From application to funding, the process commonly takes several weeks and can take months. In return, a loan to a well-established business can be a cheap source of capital, especially for a large, one-time purchase.',
        },
      ],
    },
    {
      heading: 'Factoring and Bank Loans Side by Side',
      blocks: [
        {
          kind: 'table',
          caption: 'How invoice factoring and a bank loan compare for a trucking business',
          columns: ['Factor', 'Invoice factoring', 'Bank loan'],
          rows: [
            [
              'Speed',
              'Funding in 24-48 hours; the first setup takes a few days',
              'Weeks or months from application to funding',
            ],
            [
              'Approval basis',
              "Your customers' payment history and the invoices themselves",
              'Your credit score, financial statements, time in business and collateral',
            ],
            [
              'Repayment',
              'Nothing to repay: your customer pays the invoice and the fee comes out of the reserve',
              'Fixed monthly payments of principal and interest, whether or not customers have paid',
            ],
            [
              'Flexibility',
              'Grows with your revenue; with no long-term contract or minimum volume, factor as much or as little as you need',
              'A fixed amount or credit limit; more money means a new application',
            ],
            [
              'Credit impact',
              'Adds no debt to your balance sheet and needs no strong personal credit',
              'Adds debt, usually requires a personal guarantee, and missed payments hurt your credit',
            ],
            [
              'Best use',
              'Covering the 30-90 day wait for payment and funding growth in loads',
              'Large one-time purchases such as trucks, trailers or a terminal',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'On cost, the two are hard to compare directly. A loan charges interest on the amount borrowed for the whole term; a factoring fee is charged per invoice and only for the days the invoice is outstanding. For short-term working capital, factoring often costs less than it first appears, because you only pay for what you use.',
        },
      ],
    },
    {
      heading: 'When to Choose Factoring',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Factoring fits best when your problem is timing: you are earning money, but it arrives weeks after you spend it. It is usually the right choice when:',
        },
        {
          kind: 'list',
          items: [
            'Your customers pay in 30 to 90 days and you need cash for fuel, payroll and repairs now.',
            'You are a new authority or an owner-operator without the two or more years of financial statements a bank expects.',
            'Your revenue is growing or seasonal, and you need funding that grows with your loads rather than a fixed sum.',
            'You would rather hand collections and customer credit checks to a team that does them every day.',
            'You want to avoid personal guarantees and keep debt off your balance sheet.',
          ],
        },
      ],
    },
    {
      heading: 'When to Choose a Bank Loan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A bank loan is usually the better tool when the need is large, one-time and long-lived, and your business can show a lender the history it wants to see. It fits best when:',
        },
        {
          kind: 'list',
          items: [
            'You are making a large, one-time investment, such as adding trucks or buying a yard, that will pay for itself over several years.',
            'Your business has several years of clean financial statements, good credit and collateral to pledge.',
            'You can wait weeks for a decision, and your cash flow can carry fixed monthly payments through slow months.',
            'Your customers already pay quickly, so the gap between delivery and payment is not your main problem.',
          ],
        },
      ],
    },
    {
      heading: 'Using Both Together',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Factoring and bank loans are not rivals: many of our clients use both. The common pattern is to finance equipment with a loan, matching a long-lived asset to long-term debt, and to factor invoices to cover the day-to-day gap between delivery and payment. Steady factoring advances make it far easier to meet the loan payment on time every month.',
        },
        {
          kind: 'paragraph',
          text: 'Factoring can also be a bridge to a bank. A young carrier that factors for its first two or three years builds the revenue history, the clean books and the on-time payment record that lenders want to see. Because we have no long-term contracts, you can reduce or stop factoring whenever a cheaper option makes sense for your business.',
        },
        {
          kind: 'callout',
          title: 'One thing to check before you combine them',
          text: "Some bank loans and lines of credit take a lien on all business assets, including receivables, which can conflict with factoring. Tell both lenders about the other arrangement up front; we're glad to work with your bank so each knows which assets it relies on.",
        },
      ],
    },
  ],
  closing: {
    heading: 'Find out what factoring can do for you',
    text: 'Request a free quote and we respond within 1 hour during business hours. Once you are set up, we advance up to 95% of your invoices within 24 hours, with rates from 1.5%, no long-term contracts and no minimum volume.',
    secondaryLink: 'how-factoring-works',
  },
};
