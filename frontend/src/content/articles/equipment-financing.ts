import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'A truck is the most expensive thing most owner-operators will ever buy. A new Class 8 sleeper can cost $170,000 or more in 2025, and a good three to five-year-old tractor still runs $55,000 to $100,000. Very few carriers pay cash, and they should not have to: the right financing lets the truck pay for itself out of the freight it hauls.',
    'The wrong financing does the opposite. A payment that is too high, a balloon you did not plan for, or a down payment that empties your reserve can sink an otherwise healthy business. Our credit team reviews trucking finances every day. This guide covers the three main ways to finance equipment, what lenders look for, and how to time a purchase so your payments never outrun your receivables.',
  ],
  sections: [
    {
      heading: 'Start with what the truck has to earn',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before you talk to a lender, work out the payment your freight can carry. Take a $120,000 used truck with 20% down, which leaves $96,000 to finance. At 9.5% over 60 months the payment is about $2,016 a month. At 18%, the rate a weaker credit file might be offered, it is about $2,438, and you pay roughly $50,000 in interest instead of $25,000.',
        },
        {
          kind: 'paragraph',
          text: 'Now turn it into cost per mile. At 10,000 miles a month, a $2,016 payment adds about 20 cents to every mile you run. Add insurance, fuel, maintenance and your own pay, and check the total against the rates you actually earn on your lanes, not the best week you had last year. If the numbers only work on a good month, the truck is too expensive or the terms are wrong.',
        },
      ],
    },
    {
      heading: 'Loan, lease or lease-purchase: how they compare',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There are three common ways to put a truck in your name, or at least under your control. Each trades upfront cash, monthly cost and risk differently.',
        },
        {
          kind: 'table',
          caption: 'Equipment loan, lease and lease-purchase compared',
          columns: ['What matters', 'Equipment loan', 'Lease', 'Lease-purchase'],
          rows: [
            [
              'Who owns the truck',
              'You, with the lender holding a lien until it is paid off',
              'The leasing company',
              'The carrier or lessor, until the final payment',
            ],
            [
              'Upfront cash',
              'Usually 10 to 25% down, more for new authorities',
              'First payment and a deposit',
              'Little or none',
            ],
            [
              'Monthly cost',
              'Principal and interest',
              'Often lower than a loan on the same truck',
              'Often high, deducted from settlements',
            ],
            [
              'Credit needed',
              'Moderate to strong',
              'Moderate; full-service leases want strong credit',
              'Little; approval is easy',
            ],
            [
              'End of term',
              'You own the truck outright',
              'Return it, renew, or buy at the agreed residual',
              'You own it only if every payment was made',
            ],
            [
              'Taxes',
              'Depreciation and interest are usually deductible',
              'Payments are usually deductible as a business expense',
              'Depends on how the contract is written',
            ],
            [
              'Biggest risk',
              'Repairs and resale value are all yours',
              'Mileage limits and return condition charges',
              'Losing every dollar paid if you leave the program',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tax treatment depends on how each contract is written and on the rules for the year you buy. Section 179 and bonus depreciation can let you deduct much of a purchased truck in the first year, and those limits have changed several times. Review any deal with your tax professional before you sign.',
        },
      ],
    },
    {
      heading: 'Equipment loans: the path to ownership',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A loan is the most direct route: you own the truck from day one and build equity with every payment. Terms usually run 36 to 72 months. Lenders shorten the term on older or high-mileage trucks, and many will not finance a tractor over about ten years old or past 700,000 to 800,000 miles.',
        },
        {
          kind: 'paragraph',
          text: 'Watch for balloon payments. A loan that looks cheap each month may leave $20,000 or more due at the end. If you take one, plan how you will pay it: cash set aside monthly, a refinance, or a trade-in. Also check for prepayment penalties if you expect to pay the loan off early.',
        },
        {
          kind: 'paragraph',
          text: "Buying used? Pay a qualified mechanic for a pre-purchase inspection and ask for the engine's ECM report, which shows idle time, fault codes and how hard the truck has been run. A $500 inspection that finds a failing EGR system or worn-out injectors can save you a repair bill bigger than your down payment.",
        },
      ],
    },
    {
      heading: 'Leases: lower payments, less commitment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A lease keeps more cash in the business at the start. A fair market value lease gives the lowest payment and lets you hand the truck back at the end. A TRAC lease sets a residual value, often 10 to 20% of the price, that you can pay to keep the truck. Full-service leases bundle maintenance and sometimes a replacement truck, at a higher payment.',
        },
        {
          kind: 'paragraph',
          text: 'Read the return conditions closely. Mileage caps, tire and brake wear standards, and damage charges can add thousands of dollars at turn-in.',
        },
      ],
    },
    {
      heading: 'Lease-purchase programs: read every line',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Carrier lease-purchase programs promise ownership with no credit check and no money down, and some drivers do finish them with a truck. Many do not. Payments and escrow are deducted from your settlements, and the carrier often controls the freight that pays them. If loads dry up or you leave, you can lose the truck and everything you paid. Before you sign, get clear answers to these questions:',
        },
        {
          kind: 'list',
          items: [
            "What is the total of all payments plus the buyout, and how does it compare with the truck's market value?",
            'Who pays for major repairs, and what happens to your payments while the truck is in the shop?',
            'How many miles or loads are you guaranteed each week?',
            'What happens to your equity and escrow if you leave early or the carrier ends the contract?',
            'Can you haul for other carriers or brokers during the term?',
          ],
        },
      ],
    },
    {
      heading: 'What lenders look for',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every lender weighs risk differently, but the same factors decide your rate and down payment:',
        },
        {
          kind: 'list',
          items: [
            'Credit score: many lenders want 600 or higher, and the best rates usually go to scores above 700.',
            'Time in business: two years under your own authority opens better terms; under a year usually means a larger down payment.',
            'Driving experience: a CDL held for two years or more helps a new authority get approved.',
            'Cash flow: three to six months of bank statements showing steady deposits and no overdrafts.',
            'The truck itself: age, mileage, make and a fair price against the market.',
            "Down payment: the more you put in, the lower the lender's risk and your rate.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'If your authority is less than a year old, expect to put 20 to 30% down or bring a co-signer. Another route is to lease or run an older paid-off truck for a year while you build a clean payment and revenue history, then finance the truck you really want on better terms.',
        },
        {
          kind: 'paragraph',
          text: 'Regular factoring statements help here. They show a lender steady, documented receivables and customers who pay, which is exactly what a credit analyst wants to see.',
        },
      ],
    },
    {
      heading: 'Time the purchase so payments never outrun receivables',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The first payment is usually due about 30 days after the truck is funded. The first loads it hauls may not pay for 30 to 45 days after delivery. That gap catches many new owners: the second payment can come due before the first invoice is paid.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Keep the down payment separate from your reserve. After the purchase you should still have two to three months of payments in the bank.',
            'Set aside 15 to 20 cents a mile for maintenance on a used truck from the first load.',
            'Buy ahead of your strong season, so the first payments land when freight is paying well.',
            'Ask the lender to set the payment date a few days after your usual funding day.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Factoring removes the wait altogether. We advance up to 95% of each invoice, usually within 24 hours of delivery, so the truck starts earning cash the week it starts hauling. Rates start at 1.5% with no long-term contract, and you can factor only the loads you need to.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Make your next truck pay for itself',
    text: 'Steady cash flow makes every payment easier and every lender more willing to say yes. Get a free quote to see how factoring your invoices could cover your truck payments, or learn how our factoring works from first invoice to funding.',
    secondaryLink: 'how-factoring-works',
  },
};
