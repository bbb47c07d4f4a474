import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'After more than two years of soft rates and thin margins, most carriers start 2025 asking the same question: is the freight recession finally over? Our honest answer is that the bottom appears to be behind us, but the climb out is likely to be gradual, uneven and easy to knock off course.',
    'This is how we read the market as the year begins, based on the invoices we fund, conversations with clients and the indicators the industry watches, and what we suggest carriers do about it. Treat it as a planning tool, not a prediction: no one forecasts freight with precision, and the carriers who do best are the ones ready for more than one outcome.',
  ],
  sections: [
    {
      heading: 'Freight Demand in 2025',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The last cycle was driven by goods. Spending on products surged during the pandemic, retailers over-ordered, and from 2022 the industry spent two years hauling less while shoppers shifted their money back to travel, dining and other services and stores worked through swollen warehouses. Heading into 2025, inventories look much closer to normal, which means shippers are ordering to meet demand again rather than to use up stock.',
        },
        {
          kind: 'paragraph',
          text: 'Demand will differ by segment:',
        },
        {
          kind: 'list',
          items: [
            'Dry van follows retail and consumer spending, which has held up better than many expected. We expect steady but unspectacular volumes.',
            'Reefer is anchored by food and tends to be the most stable segment, with the usual seasonal swings during produce season and the holidays.',
            'Flatbed depends on manufacturing, construction and energy. Industrial activity has been weak for much of the past two years, so flatbed has the most to gain from a recovery and the most to lose if one stalls.',
            'Housing-related freight, such as building materials, furniture and appliances, is likely to stay subdued while mortgage rates remain high.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'One caution for the first months of the year: some importers brought goods in early during late 2024 to get ahead of possible tariffs and port labor disruptions. Freight moved early is freight that will not move later, so a soft patch in early 2025 would not surprise us.',
        },
      ],
    },
    {
      heading: 'Economic Headwinds',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Several forces could slow the recovery or squeeze margins even as volumes improve:',
        },
        {
          kind: 'list',
          items: [
            'Interest rates. The Federal Reserve began cutting rates in the fall of 2024, but borrowing still costs far more than it did a few years ago. Trucks, trailers and working capital stay expensive to finance, and cuts could slow if inflation proves stubborn.',
            'Trade policy. A new administration has signaled higher tariffs. Depending on what is enacted, tariffs could raise the cost of goods, reduce import volumes, shift sourcing between countries and cause sudden swings as shippers rush freight ahead of deadlines. Cross-border lanes with Mexico and Canada are the most exposed.',
            'Operating costs. Insurance premiums, repairs, parts, tires and driver pay all rose during the downturn even as rates fell.',
            'Fuel. Diesel is well below its 2022 peak but remains volatile, and conflicts abroad or refinery problems can move it quickly.',
            'Fraud. Identity theft, double brokering and cargo theft have grown alongside the downturn. A stolen load or a broker who never pays can wipe out a month of profit for a small fleet.',
            'Equipment rules. Stricter federal emissions standards for new trucks are scheduled for the 2027 model year and are expected to raise prices. Some fleets may buy early, and the rules themselves could be revised, so equipment plans carry more uncertainty than usual.',
          ],
        },
      ],
    },
    {
      heading: 'Capacity and Rates',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Rates will turn when capacity tightens, and capacity has been leaving the market more slowly than in past downturns. For much of the past two years, more carriers closed their authorities than opened new ones, but many small operators held on longer than expected by cutting costs and drawing down savings built up during the boom, and many large fleets kept their trucks running. The result has been a long stretch in which spot rates sat close to, or below, the cost of running a truck.',
        },
        {
          kind: 'paragraph',
          text: 'Recoveries usually follow the same order. Spot rates rise first, as brokers struggle to cover loads at old prices. Carriers then start rejecting contract freight to chase better-paying spot loads, and shippers respond by raising contract rates at their next bid. By the end of 2024, spot rates had firmed at times, especially around storms and the holiday peak, which is an early but encouraging sign.',
        },
        {
          kind: 'paragraph',
          text: 'We expect contract rates to rise modestly in 2025, in the low single digits for most lanes and equipment types, with spot rates climbing more unevenly and spiking around weather events, holidays and produce season. The signal to watch is how often carriers turn down contract loads: when that rises for several weeks in a row, the market is tightening.',
        },
      ],
    },
    {
      heading: 'Our Forecast for 2025',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Putting it together, our base case is a slow recovery. The first half of the year is likely to feel much like late 2024, flat to slightly better, with the market firming in the second half as capacity continues to trim and inventories need replenishing. Because costs are still rising, margins should improve only modestly even in this case.',
        },
        {
          kind: 'paragraph',
          text: 'There is real upside if restocking, a manufacturing rebound and continued capacity exits arrive together: the market could tighten faster than expected, and spot rates could jump well above contract rates. There is also real downside. A tariff-driven slowdown or a broader economic slump would extend the freight recession for another year. We put the most weight on the base case, but we encourage every client to plan for the downside. Carriers who can survive a bad year are the ones positioned to profit from the good one that follows.',
        },
      ],
    },
    {
      heading: 'Long-Term Technology Trends',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Beyond 2025, technology will keep reshaping how freight is bought, moved and paid for. These are the trends we think matter most for small and mid-sized carriers:',
        },
        {
          kind: 'list',
          items: [
            'Data-driven pricing. Brokers and large shippers increasingly price loads with software trained on years of lane data. Carriers who know their own cost per mile, by truck and by lane, negotiate from strength; carriers who guess get squeezed.',
            'Digital paperwork and faster payment. Electronic bills of lading, mobile invoicing and same-day payments are becoming the norm. The days between delivery and cash are shrinking for carriers who submit clean paperwork quickly, through tools such as our client portal and mobile app.',
            'Telematics and safety technology. ELD and engine data can predict maintenance needs and expose wasted fuel, and camera systems help defend against false claims. Insurers are starting to reward fleets that use them.',
            'Alternative fuels. Battery-electric trucks are finding a place in drayage and short regional routes, where charging is predictable. Diesel is likely to dominate long haul for the rest of this decade.',
            'Autonomous trucks. Driverless trucks are being tested on long highway stretches, mostly in the Sun Belt, with the first commercial runs planned. Expect them to start hub to hub on select lanes, with human drivers covering pickup and delivery. They are unlikely to change small-carrier economics in the next few years.',
            'Fraud prevention. Identity verification, digital carrier onboarding and payment controls are spreading quickly, and carriers should expect more checks from the brokers they work with.',
          ],
        },
      ],
    },
    {
      heading: 'Strategies for Every Scenario',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Since no one can be sure which version of 2025 arrives, build a plan that holds up in all of them:',
        },
        {
          kind: 'table',
          caption: 'How carriers can prepare for each 2025 freight market scenario',
          columns: ['Scenario', 'What it means', 'What to do'],
          rows: [
            [
              'Slow recovery (our base case)',
              'Flat to slightly higher volumes, rates firming in the second half, costs still rising',
              'Know your cost per mile, seek modest increases at contract renewals, keep a cash reserve of one to two weeks of costs and factor slow-paying customers',
            ],
            [
              'Faster rebound',
              'Capacity tightens quickly and spot rates jump above contract rates',
              'Keep some capacity available for spot freight, avoid locking in low contract rates for long terms, and fund growth with factoring rather than new long-term debt',
            ],
            [
              'Prolonged slump',
              'Another year of rates close to operating cost',
              'Protect cash, cut deadhead miles, delay non-essential equipment purchases, diversify customers and check every broker before you haul',
            ],
            [
              'Cost shock',
              'Fuel, tariffs or insurance push costs up faster than rates',
              'Make sure contracts include fuel surcharges, buy fuel on a fuel card, shop your insurance at renewal and review your lanes for profitability',
            ],
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Plan your year with a partner who knows trucking',
    text: 'We have helped trucking businesses through market cycles since 2018. Whatever 2025 brings, steady cash flow gives you room to choose your freight instead of taking whatever pays fastest. Request a free quote and we respond within 1 hour during business hours, with funding within 24 hours, advances of 90 to 95% and no long-term contracts.',
    secondaryLink: 'about',
  },
};
