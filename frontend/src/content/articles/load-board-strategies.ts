import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Load boards are where most owner-operators and small fleets find freight, and where a lot of them lose money without noticing. The board is not the problem. Booking the first load that fits, at the posted rate, with a broker you never checked, is.',
    'We work with hundreds of carriers who run the spot market every week. The ones who do well treat the board as a place to start a negotiation, not a menu. Here is the approach that keeps their trucks full and their rate per mile up.',
  ],
  sections: [
    {
      heading: 'Choose boards that match your freight',
      blocks: [
        {
          kind: 'paragraph',
          text: 'DAT and Truckstop carry the largest volume of broker freight; 123Loadboard and others are cheaper and work well in some regions. Paid subscriptions run from roughly $40 to a few hundred dollars a month depending on the tier. The tiers that include lane rate history and broker credit data usually pay for themselves with one better-negotiated load a month.',
        },
        {
          kind: 'paragraph',
          text: 'Free boards and social media groups have loads too, but they also attract the most fraud. If you use them, hold every load to the same checks you would apply anywhere else.',
        },
      ],
    },
    {
      heading: 'Know your numbers before you bid',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every rate decision starts with your cost per mile. Add your fixed costs (truck payment, insurance, permits, ELD and board subscriptions) to your variable costs (fuel, maintenance, tires, tolls), then divide by the miles you actually run. Many small carriers land between $1.70 and $2.10 a mile all in. If you do not know yours, you are guessing on every bid.',
        },
        {
          kind: 'paragraph',
          text: 'Then judge loads on the miles they really cost. A 500-mile load paying $1,200 looks like $2.40 a mile. If you drive 100 empty miles to pick it up, it pays $2.00 a mile across 600 miles. Always divide by loaded plus deadhead miles.',
        },
        {
          kind: 'callout',
          title: 'Check the hours, not just the miles',
          text: 'Before you book, make sure the pickup and delivery windows fit your hours of service: 11 hours of driving inside a 14-hour window, a 30-minute break after 8 hours of driving, and your 60 or 70-hour limit. Your ELD will not bend for a tight appointment, and a missed delivery costs more than the load paid.',
        },
      ],
    },
    {
      heading: 'Vet every broker before you haul',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Double brokering and identity theft have become common on the boards. A few minutes of checking protects you from hauling a load you will never be paid for:',
        },
        {
          kind: 'list',
          items: [
            "Look up the broker's MC number on FMCSA's SAFER and Licensing and Insurance sites. Confirm active broker authority and the required $75,000 surety bond or trust fund.",
            'Check the credit score and average days to pay on your load board, and read recent carrier reviews.',
            'Call the broker back on the phone number listed in the FMCSA record, not the one in the posting, and make sure the email domain matches the company.',
            'Be wary of authority granted in the last few months, rates far above the lane average, and any request to send the load somewhere other than the rate confirmation says.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you factor your invoices, your factoring company sees how brokers really pay across many carriers. Ask before you book; a broker who pays slowly or disputes invoices is worth skipping even at a good rate.',
        },
      ],
    },
    {
      heading: 'Negotiate every load',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The posted rate is an opening offer. Brokers expect a counter, and the carrier who picks up the phone first with a clear number often gets the load.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Check the lane rate history before you call. Know the average for that lane this week, not last month.',
            'Ask about the freight: weight, commodity, appointment times, whether it is drop and hook or live load, and who pays for lumpers.',
            'Counter 10 to 15% above the posted rate and explain why: a tight pickup, a weak market for your reload, a heavy load.',
            'Settle detention, layover and truck-order-not-used pay before you agree. Detention commonly pays $40 to $75 an hour after two free hours.',
            'Get it all on the rate confirmation. If it is not in writing, you will not be paid for it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Be willing to walk away. A truck that waits two hours for the right load often earns more than one that leaves at once on a cheap one.',
        },
      ],
    },
    {
      heading: 'Cut deadhead miles',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Empty miles are the quietest profit killer on the board. Some of the best-paying outbound lanes end in markets with little freight going out, so the load that pays well on the way in can leave you running empty on the way back.',
        },
        {
          kind: 'list',
          items: [
            'Look for the reload before you book the outbound load. Check how many loads leave the delivery market compared with how many trucks are posted there.',
            'Plan triangle routes: three legs that end near home often beat two legs with a long empty run between them.',
            'Post your truck as well as searching. Brokers with a load near your delivery point will call you.',
            'Turn good board brokers into regular lanes, and approach shippers you serve often about direct freight.',
          ],
        },
      ],
    },
    {
      heading: 'Get paid as fast as you deliver',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most brokers pay in 30 to 45 days, and some take longer. Quick-pay options exist, but fees of 2 to 5% for a single payment add up, and every broker has different rules.',
        },
        {
          kind: 'paragraph',
          text: 'Factoring gives you one process for every broker. Send us the rate confirmation, bill of lading and proof of delivery through our online portal or mobile app, and we advance up to 95% of the invoice, usually within 24 hours. Rates start at 1.5%, with no long-term contract and no minimum volume, so you can factor the loads you choose and keep fuel in the tank for the next one.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Book better loads and get paid faster',
    text: "Good freight is only half the job; the other half is turning a delivered load into cash. Get a free quote and we will show you what funding within 24 hours would look like on your brokers' invoices.",
    secondaryLink: 'how-factoring-works',
  },
};
