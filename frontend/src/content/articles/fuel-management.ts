import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'For most owner-operators, fuel is the single biggest bill: often a quarter to a third of every revenue dollar. A truck that runs 120,000 miles a year at 6.5 miles per gallon burns about 18,500 gallons. At $3.65 a gallon, that is roughly $67,000 a year.',
    'The good news is that fuel is also the cost you control most. Lift that same truck to 7.0 mpg and it needs about 1,300 fewer gallons, close to $4,800 back in your pocket, before you save a cent on price. Here is how our fuel program team sees owner-operators cut the bill: buy smarter, burn less and track every gallon.',
  ],
  sections: [
    {
      heading: 'Know your fuel cost per mile',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You cannot manage what you do not measure. Divide the price you paid by your actual miles per gallon and you have your fuel cost per mile: $3.65 at 6.5 mpg is about 56 cents a mile. Put that number next to every rate you quote, so a load that looks good on the board still looks good after fuel.',
        },
        {
          kind: 'paragraph',
          text: 'Work it out from your own fill-ups, not the dashboard. Track gallons and odometer readings over a full month and compare load to load. Heavy freight, mountain lanes and winter blend will all show up, and you will know which lanes really pay.',
        },
      ],
    },
    {
      heading: 'Plan fuel stops, not just routes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Diesel can vary by 50 cents a gallon or more between states and even between exits. Before you roll, decide where you will fuel, using your fuel card network and a price app rather than the needle on the gauge. Fueling when the tank is low at whatever stop is closest is the most expensive habit in trucking.',
        },
        {
          kind: 'paragraph',
          text: 'Remember how IFTA works when you compare prices. You owe fuel tax to each state based on the miles you drive there, and the tax you paid at the pump is credited on your quarterly return. A cheap-tax state does not lower your total tax bill; what saves money is a lower price before tax. Compare stops on that basis, or simply on your net price after your card discount.',
        },
      ],
    },
    {
      heading: 'Make a fuel card pay for itself',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A fleet fuel card turns every fill-up into a discount and a clean record. Our fuel card program saves up to 15 cents per gallon at in-network locations and up to 3 cents per gallon everywhere else, with no monthly fees and no contract.',
        },
        {
          kind: 'paragraph',
          text: 'On 18,000 gallons a year, buying 80% in network at 15 cents and the rest at 3 cents is worth about $2,270. A good card also gives you:',
        },
        {
          kind: 'list',
          items: [
            'Purchase controls, so a driver card buys diesel, not snacks or a second tank for someone else.',
            'Transaction reports by truck, date, state and gallons, which makes the IFTA return far easier.',
            'Alerts on unusual purchases, which catch card skimming and fuel theft early.',
          ],
        },
      ],
    },
    {
      heading: 'Drive for fuel economy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The driver is the biggest variable in fuel economy. The habits that matter most:',
        },
        {
          kind: 'list',
          items: [
            'Slow down. Above about 55 mph, each extra mile per hour costs roughly 0.1 mpg. Cruising at 65 instead of 75 can save close to a full mile per gallon.',
            'Cut idle time. A heavy truck burns about 0.8 gallons an hour at idle. Six hours a night for 200 nights is 960 gallons, about $3,500 a year. An APU or a bunk heater uses a fraction of that, and several states limit idling to five minutes or less.',
            'Shift progressively and use cruise control on flat ground. Let the engine work in its torque band instead of revving high.',
            'Look far ahead. Coasting into a red light or a slowdown saves fuel that hard braking throws away.',
          ],
        },
      ],
    },
    {
      heading: 'Keep the truck efficient',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A well-maintained truck is a fuel-efficient truck. Check tire pressure weekly: running 10 psi low costs around 1% in fuel economy and wears tires faster. Keep the steer and drive axles aligned, change air and fuel filters on schedule, and fix leaking air lines that keep the compressor running.',
        },
        {
          kind: 'paragraph',
          text: 'Equipment helps too. Low rolling resistance tires, trailer side skirts and a properly set fifth wheel gap each save a few percent at highway speed. The EPA SmartWay program lists verified products, and the savings add up quickly on a truck that runs 10,000 miles a month.',
        },
      ],
    },
    {
      heading: 'Track every gallon',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Fuel data only helps if you look at it. Once a week, check gallons bought against miles run for each truck. A sudden drop in mpg points to a mechanical problem, a driving habit or a card being misused.',
        },
        {
          kind: 'callout',
          title: 'Keep your IFTA records',
          text: 'IFTA returns are due on the last day of the month after each quarter: April 30, July 31, October 31 and January 31. Keep fuel receipts and trip records for four years, because that is how far back an IFTA audit can reach.',
        },
        {
          kind: 'paragraph',
          text: 'Fuel also has to be paid for before your customer pays you. If waiting 30 to 45 days on a broker leaves you short at the pump, invoice factoring closes the gap: we advance up to 95% of the invoice, usually within 24 hours, so fuel money is in the bank when you need it.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Lower your fuel bill and keep cash moving',
    text: 'Pair fuel card savings with fast funding on your invoices and you stop financing your customers out of your fuel budget. Get a free quote and we will show you what factoring at rates from 1.5% looks like for your loads, with no long-term contract.',
    secondaryLink: 'how-factoring-works',
  },
};
