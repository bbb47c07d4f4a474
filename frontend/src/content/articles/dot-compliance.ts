import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'For a small fleet, compliance is not paperwork for its own sake. One out-of-service order can cost a load, a customer and a week of revenue, and a poor safety record raises insurance premiums and makes brokers think twice about booking you.',
    'The Federal Motor Carrier Safety Administration (FMCSA) rules are long, but for a carrier hauling general freight they come down to a handful of areas. This guide walks through each one and ends with a checklist you can work through once a quarter. It is a practical overview, not legal advice: for your specific operation, check the regulations themselves or talk to a compliance professional.',
  ],
  sections: [
    {
      heading: 'Keep your authority and registrations current',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Interstate carriers operating vehicles over 10,000 pounds need a USDOT number, and for-hire carriers also need operating authority (an MC number). Getting them is the start; keeping them active is where small fleets slip.',
        },
        {
          kind: 'list',
          items: [
            'Update your MCS-150 every two years, even if nothing changed. The month is set by the last digit of your USDOT number and the year by the next-to-last digit (odd or even). Missing it can get your USDOT number deactivated.',
            'Keep a BOC-3 on file naming a process agent in every state where you operate.',
            'Maintain at least $750,000 of liability insurance for general freight; most brokers and shippers ask for $1 million, plus cargo coverage, often $100,000.',
            'Register each year with the Unified Carrier Registration (UCR) program.',
            'Carry IRP apportioned plates and IFTA decals for trucks over 26,000 pounds that run in more than one jurisdiction, and file IFTA returns every quarter.',
            'File IRS Form 2290 for Heavy Vehicle Use Tax on trucks of 55,000 pounds or more; the return for the year starting July 1 is due by August 31.',
          ],
        },
        {
          kind: 'callout',
          title: 'New carriers: prepare for the safety audit',
          text: "New authorities spend their first 18 months in FMCSA's New Entrant Safety Assurance Program, with a safety audit in the first 12 months. Having no drug and alcohol testing program, letting a driver operate without a valid CDL or medical certificate, or running without required insurance can fail the audit on its own.",
        },
      ],
    },
    {
      heading: 'Build a complete driver qualification file',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every driver needs a qualification file, including an owner-operator who drives under their own authority. Auditors ask for these first, and missing documents are among the most common violations they find. Each file should hold:',
        },
        {
          kind: 'list',
          items: [
            'The employment application, listing employers for the previous three years, plus up to ten years of commercial driving jobs for CDL drivers.',
            "A motor vehicle record from each state where the driver held a license in the past three years, pulled at hire, plus an annual MVR and a documented review of the driver's record.",
            'The road test certificate, or a copy of the CDL accepted in its place.',
            "A current medical examiner's certificate from an examiner on the National Registry; certificates last up to two years, and many run shorter.",
            "Safety performance history from the driver's employers in the previous three years.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'Put expiry dates for medical cards and CDLs in a calendar with reminders 60 days ahead. An expired medical certificate makes a driver unqualified the day it lapses.',
        },
      ],
    },
    {
      heading: 'Run a drug and alcohol testing program',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Any carrier with CDL drivers needs a testing program: a written policy, pre-employment drug tests, random testing and post-accident and reasonable-suspicion testing. For 2025 the minimum annual random rates are 50% of drivers for drugs and 10% for alcohol. Owner-operators cannot test themselves and must join a consortium run by a third-party administrator.',
        },
        {
          kind: 'paragraph',
          text: "Use the FMCSA Drug and Alcohol Clearinghouse: a full query before a driver's first run and at least one query a year for every driver. Since November 2024, states remove the commercial driving privileges of drivers listed as prohibited in the Clearinghouse, so a missed query can put an unqualified driver in your truck.",
        },
      ],
    },
    {
      heading: 'Stay inside hours of service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hours-of-service violations are among the most common roadside findings. For property carriers the core limits are: 11 hours of driving after 10 consecutive hours off duty, no driving beyond the 14th hour after coming on duty, a 30-minute break after 8 cumulative hours of driving, and 60 hours in 7 days or 70 hours in 8 days, which a 34-hour restart resets.',
        },
        {
          kind: 'paragraph',
          text: "Most trucks must record hours on an ELD listed on FMCSA's registered devices list. If FMCSA revokes your device's registration, you generally have 60 days to replace it. Keep logs and supporting documents such as fuel receipts, bills of lading and toll records for six months, and keep paper log sheets in the cab in case the device fails. Roadside officers check for edited or unassigned driving time, so review unassigned miles every week.",
        },
      ],
    },
    {
      heading: 'Maintain and inspect every vehicle',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Drivers must inspect the truck before every trip and complete a written post-trip report whenever they find a defect; the defect must be repaired, or certified as not needing repair, before the truck runs again. Every truck and trailer needs a periodic inspection at least once a year, with the report kept for 14 months. Keep maintenance records for one year, and for six months after a vehicle leaves your fleet.',
        },
        {
          kind: 'paragraph',
          text: "Brakes, lights and tires drive most out-of-service orders, and they are the cheapest to prevent. Watch the inspection calendar too: CVSA's International Roadcheck each May and Brake Safety Week in late summer put more officers on the road, and the 2025 Roadcheck focused on cargo securement and ELD tampering.",
        },
      ],
    },
    {
      heading: 'Watch your CSA scores',
      blocks: [
        {
          kind: 'paragraph',
          text: "FMCSA's Compliance, Safety, Accountability program scores carriers in seven BASICs: Unsafe Driving, Crash Indicator, Hours-of-Service Compliance, Vehicle Maintenance, Controlled Substances and Alcohol, Hazardous Materials Compliance, and Driver Fitness. Violations from the last 24 months count, and recent ones weigh more.",
        },
        {
          kind: 'paragraph',
          text: 'Check your data in the Safety Measurement System every month. If an inspection report is wrong, challenge it through DataQs with documents that prove it. Clean inspections help too: they add inspections with no violations to your record, which lowers your measures over time.',
        },
      ],
    },
    {
      heading: 'Your quarterly compliance checklist',
      blocks: [
        {
          kind: 'list',
          items: [
            'USDOT number active; MCS-150 due date noted in the calendar.',
            'Insurance certificates current, with the right limits, and on file with FMCSA.',
            'UCR paid for the year; IFTA return filed and IRP plates current.',
            'Every driver file complete: application, MVRs, road test or CDL, medical certificate, previous employer checks.',
            'Medical certificates and CDLs checked for expiry in the next 60 days.',
            'Random drug and alcohol selections made and tests completed on time; Clearinghouse queries run.',
            'ELD records reviewed for unassigned driving and form-and-manner errors; supporting documents kept for six months.',
            'Post-trip defect reports closed out with repairs documented.',
            'Annual inspection reports current for every truck and trailer.',
            'CSA scores reviewed and DataQs challenges filed for any wrong inspection reports.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A clean file takes an afternoon a quarter. It also keeps you insurable, keeps brokers booking you, and protects the cash flow a shutdown would wipe out.',
        },
      ],
    },
  ],
  closing: {
    heading: 'A finance partner that knows trucking',
    text: 'We have worked with carriers since 2018, and we know that compliant, well-run fleets are the ones that grow. When you are ready to fund that growth, we offer factoring with funding within 24 hours, no long-term contracts and a dedicated account manager who understands your business.',
    secondaryLink: 'about',
  },
};
