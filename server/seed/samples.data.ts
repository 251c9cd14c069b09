/**
 * Sample articles shown on an empty database so the site never looks empty.
 *
 * Everything here is fictional: every person, company, town-level institution
 * and event is invented. Countries, large cities and generic bodies are named
 * only as setting. Do not treat any of this as news.
 */

export type SampleCategory =
  'India' | 'World' | 'Health' | 'Jobs' | 'Sports' | 'Technology' | 'IPO' | 'Business' | 'Entertainment' | 'Other';

export type SampleBlock = { h2: string } | { p: string } | { quote: string; by: string } | { ul: string[] };

export interface SampleArticle {
  /** Headline, 30–90 characters, sentence case as news sites write it. Unique across the file. */
  title: string;
  category: SampleCategory;
  /** Standfirst: one or two sentences, 110–220 characters. */
  description: string;
  /** Teaser, 120–300 characters, different wording from description. */
  excerpt: string;
  body: SampleBlock[];
  /** 2–5 short tags, e.g. 'Monsoon', 'Startups'. */
  tags: string[];
  /** 3–6 SEO keywords (lowercase phrases). */
  keywords: string[];
  /** A word or short phrase that literally appears (case-insensitive) in the body text. */
  focusKeyword: string;
  /** Image key: `<category lowercased>-1` or `<category lowercased>-2`, e.g. 'india-1', 'ipo-2', 'entertainment-1'. */
  image: string;
  /** Alt text describing an abstract illustration in the category's theme, e.g. 'Abstract illustration of a cricket stadium at dusk'. */
  imageAlt: string;
  featured?: boolean;
  trending?: boolean;
  /** How many hours before seeding the story was published: 1–720. Spread them out; no two equal. */
  hoursAgo: number;
}

export const SAMPLE_ARTICLES: SampleArticle[] = [
  // ─────────────────────────────── India ───────────────────────────────
  {
    title: 'How solar panels over canals turned a drought-hit taluka into a power seller',
    category: 'India',
    description:
      'Five years after Nirmalgaon roofed its irrigation canals with solar panels, the taluka earns ₹38 crore a year from electricity and loses far less water to the sun.',
    excerpt:
      'Farmers who once waited all night for three hours of pump power now run their motors by day, the canals hold more water, and the village councils have a new budget line to argue over.',
    body: [
      {
        p: 'Nirmalgaon, a dry taluka of 1.4 lakh people in the rain shadow of the Western Ghats, used to be known for two things: tanker queues in April and farmers who slept beside their pump sets, waiting for the few hours of electricity the grid could spare. Five years after the district roofed 42 kilometres of its irrigation canals with solar panels, it is known for something else. The taluka now sells power.',
      },
      {
        p: 'The Nirmalgaon Canal Solar Project, built at a cost of ₹286 crore, generates about 61 megawatts at its midday peak. Roughly a third of that feeds agricultural pumps within the taluka during daylight hours; the rest is sold to the state distribution company under a 25-year agreement. Last financial year the sale brought in ₹38.2 crore, according to accounts placed before the zilla parishad in March.',
      },
      {
        p: 'Just as important for a place where every drop is counted, the panels shade the water beneath them. Engineers from the district irrigation division estimate that covered stretches lose about 16 million litres less to evaporation each summer day than they did before, enough to irrigate an extra 900 hectares of rabi crops.',
      },
      { h2: 'From night shifts to daylight farming' },
      {
        p: 'For Sunanda Patil, who grows pomegranate and jowar on four acres near the village of Kharwadi, the change is measured in sleep. Before the project, power for farm pumps arrived in rotating eight-hour blocks, often between midnight and dawn. Farmers walked to their fields in the dark, sometimes past snakes, to switch on motors and then waited to switch them off.',
      },
      {
        quote:
          'My husband and I took turns sitting by the well with a torch. Now the motor runs from nine in the morning to four in the afternoon. We eat dinner together. That sounds small, but it is not small.',
        by: 'Sunanda Patil, farmer, Kharwadi',
      },
      {
        p: 'Daytime supply has also reduced the number of motors burnt out by voltage fluctuations, a chronic expense for small farmers. The taluka’s agriculture office recorded 212 pump repairs in the first year after the panels went live, down from 740 in the year before construction began. A rewinding job typically costs between ₹4,000 and ₹9,000, a sizeable bite from a smallholder’s income.',
      },
      {
        p: 'The project did not begin as a farmer welfare scheme. It began as an engineering problem. The district’s canals run along contour lines on land that is otherwise difficult to use, and acquiring open land for a conventional solar park would have meant long disputes over compensation. Building over the canal avoided almost all land acquisition: of the ₹286 crore budget, less than ₹3 crore went on land.',
      },
      { h2: 'The money question' },
      {
        p: 'Under the arrangement worked out in 2019, a special purpose company jointly owned by the district irrigation board and a state power utility owns the panels. The company repays its loans from power sales and passes a share of surplus revenue to the 37 gram panchayats along the canal, in proportion to the length of canal passing through each village.',
      },
      {
        p: 'That formula has produced winners and grumblers. Villages at the head of the canal, where the covered stretch is longest, received as much as ₹46 lakh each last year. Tail-end villages, which get less water and less canal length, received as little as ₹3 lakh. The gram sabha in Pimpalner passed a resolution in January asking for the formula to weigh water delivered rather than kilometres covered.',
      },
      {
        quote:
          'We carry the same dust and the same heat as the head-end villages. We should not be paid as if we are a footnote to the project.',
        by: 'Rahul Shinde, sarpanch, Pimpalner',
      },
      {
        p: 'District officials say a revised formula is under study. Collector Meenakshi Raghavan, who took charge last year, told reporters that any change would need the approval of all 37 panchayats and of the lenders, who want revenue-sharing to stay predictable until the loans are repaid in 2031.',
      },
      {
        p: 'Where the money has arrived, it has been put to work quickly. Kharwadi used its share to build a covered market platform for vegetables and to pay for a part-time physiotherapist at the primary health centre. Two villages have jointly hired a veterinarian. Several have spent the money on the thing residents ask for most often: concrete roads to the fields, which make it easier to get produce to the wholesale market before prices fall in the afternoon.',
      },
      { h2: 'What did not go to plan' },
      {
        p: 'The project has had its share of problems. Dust from nearby stone quarries settles on the panels and cuts output by as much as 18 per cent in the dry months, forcing the operator to hire cleaning crews that work through the night. Water for cleaning, ironically, has to be drawn from the canal itself, which has prompted complaints from farmers at the tail end.',
      },
      {
        p: 'Maintenance access was also underestimated. The steel structures that hold the panels over the water make it harder for irrigation staff to desilt the canal, a job once done with excavators working from the bank. The operator has now built removable panel sections every 500 metres, but engineers say desilting costs have roughly doubled.',
      },
      {
        p: 'Theft has been a smaller problem than expected, though not absent. Eleven panels and about 300 metres of copper cable were stolen in the first two years. Local youth hired as night watchmen under a panchayat scheme appear to have ended that; no thefts have been reported in 20 months.',
      },
      {
        ul: [
          'Covered canal length: 42 km across 37 villages',
          'Peak generation: about 61 MW',
          'Revenue from power sales last year: ₹38.2 crore',
          'Evaporation saved in summer: about 16 million litres a day',
          'Pump repairs in the first year: down from 740 to 212',
        ],
      },
      { h2: 'Can it be copied?' },
      {
        p: 'Delegations from at least six states have visited Nirmalgaon in the past year, according to the district’s visitor register. Engineers who have studied the project caution that its conditions are not universal. The canals here are relatively narrow, between six and nine metres wide, which keeps the cost of steel supports manageable. Wider canals need heavier structures and quickly become uneconomical.',
      },
      {
        p: 'Dr Arvind Kelkar, an energy researcher at a state engineering college who has tracked the project since construction, says its biggest lesson is not about panels at all. It is about who gets a say. The district held 140 village meetings before work began, and the revenue-sharing formula, whatever its flaws, gave panchayats a reason to protect the infrastructure rather than resent it.',
      },
      {
        quote:
          'Technically, covering a canal is not difficult. What is difficult is making forty villages feel it is theirs. Nirmalgaon spent as much time on that as on the engineering, and it shows.',
        by: 'Dr Arvind Kelkar, energy researcher',
      },
      {
        p: 'The state government has announced a second phase covering another 58 kilometres of canals in two neighbouring talukas, with tenders expected before the monsoon session of the legislature. If it goes ahead on the same terms, officials estimate that the three talukas together could generate close to 150 megawatts by 2028.',
      },
      {
        p: 'Back in Kharwadi, Sunanda Patil has started thinking about a drip irrigation system, now that she can count on power during the day to run the pump that pressurises it. She has priced it at about ₹1.1 lakh for her four acres, with a subsidy covering half. It is the first time, she says, that she has planned a farm investment around electricity rather than around the lack of it.',
      },
      {
        p: 'The sun that used to be the enemy, drying out the canal and cracking the soil, is now paying some of the bills. Nobody in Nirmalgaon pretends the drought years are over. But the tanker queues were shorter this April than anyone here can remember.',
      },
    ],
    tags: ['Solar energy', 'Agriculture', 'Drought', 'Rural development'],
    keywords: [
      'canal solar project',
      'solar panels over canals',
      'drought taluka power',
      'daytime power for farmers',
      'gram panchayat revenue',
    ],
    focusKeyword: 'canal solar',
    image: 'india-1',
    imageAlt: 'Abstract illustration of solar panels stretched over a blue irrigation canal through dry fields',
    featured: true,
    hoursAgo: 2,
  },
  {
    title: 'State cabinet clears ₹3,400 crore plan to rebuild 1,200 rural school buildings',
    category: 'India',
    description:
      'The three-year programme will replace classrooms rated unsafe in a structural audit and add toilets, ramps and science labs to government schools in 18 districts.',
    excerpt:
      'An engineering audit found one in five rural government school buildings needed major repairs. The cabinet has now set aside ₹3,400 crore, with the first 400 schools to be rebuilt this year.',
    body: [
      {
        p: 'The state cabinet on Tuesday approved a ₹3,400 crore programme to rebuild or substantially repair 1,200 government school buildings in rural areas over three years, after a structural audit rated many of them unsafe for children.',
      },
      {
        p: 'The audit, carried out last year by engineers from the public works department and two state engineering colleges, examined 6,100 school buildings in 18 districts. It classified 1,210 as needing reconstruction or major structural repair, citing cracked beams, leaking roofs, exposed wiring and foundations weakened by waterlogging.',
      },
      {
        p: 'School Education Minister Prakash Deshmane said the first 400 schools, those with the worst ratings, would be taken up before the next academic year. Children from those schools will be moved to nearby community halls, panchayat buildings or prefabricated classrooms while work is under way.',
      },
      {
        quote:
          'No parent should have to wonder whether the roof over their child’s classroom will hold through the monsoon. We have the audit, we have the money, and now we have a deadline.',
        by: 'Prakash Deshmane, School Education Minister',
      },
      { h2: 'More than four walls' },
      {
        p: 'The plan goes beyond replacing walls and roofs. Each rebuilt school will have separate toilets for girls and boys with running water, ramps and handrails for children with disabilities, and at least one room fitted out as a basic science laboratory. Schools with more than 300 students will also get a small library room.',
      },
      {
        p: 'Officials said about ₹2,650 crore would go on construction, ₹420 crore on furniture, equipment and laboratories, and the remainder on temporary classrooms, supervision and a five-year maintenance fund. The maintenance fund, worth roughly ₹1.5 lakh per school, is meant to prevent the pattern in which new buildings fall into disrepair within a decade because no one is responsible for small repairs.',
      },
      {
        p: 'Education researchers welcomed the focus on maintenance. Kavita Iyengar, who runs a non-profit that trains school management committees, said many buildings in the audit were less than 15 years old. The problem, she said, was rarely the original construction and usually a leaking tank or blocked drain left untouched for years.',
      },
      { h2: 'Questions over contractors' },
      {
        p: 'Opposition legislators questioned how contracts would be awarded, pointing to complaints about poor-quality work under an earlier school construction scheme. The government said all contracts above ₹50 lakh would go through open e-tendering, and that third-party engineers would inspect each site at the foundation, roof and completion stages before payments are released.',
      },
      {
        p: 'Parents will also have a role. School management committees, which include parents and teachers, will be asked to sign off on completion certificates. Their members will be trained to check basic items such as whether doors close properly, whether toilets have water and whether classroom floors are level.',
      },
      {
        p: 'The department has said it will publish a district-wise list of schools and a progress dashboard on its website within a month, so that families can check the status of their own village school.',
      },
    ],
    tags: ['Education', 'Schools', 'Infrastructure'],
    keywords: [
      'rural school buildings',
      'school reconstruction plan',
      'state cabinet education',
      'unsafe classrooms audit',
    ],
    focusKeyword: 'structural audit',
    image: 'india-2',
    imageAlt: 'Abstract illustration of a bright schoolhouse with open windows under a clear sky',
    hoursAgo: 19,
  },
  {
    title: 'Devipuram Metro’s Line 3 extension cuts average commute by 22 minutes',
    category: 'India',
    description:
      'Three months after the 9.6 km extension opened, daily ridership has crossed 1.8 lakh and bus journeys on the parallel arterial road have fallen by a third.',
    excerpt:
      'Early numbers from the new stretch are better than planners forecast, but residents near two stations say last-mile connections are still missing and footpaths end abruptly.',
    body: [
      {
        p: 'The 9.6 km extension of Devipuram Metro’s Line 3 has cut the average commute for riders from the city’s eastern suburbs by about 22 minutes, according to a travel-time survey released by the metro rail corporation on Monday.',
      },
      {
        p: 'Daily ridership on the new stretch, which added six stations between Kalyan Chowk and the Sitapuram industrial area, averaged 1.83 lakh in its third month of operation. The corporation’s detailed project report had forecast 1.4 lakh riders a day by the end of the first year.',
      },
      {
        p: 'The survey, conducted by an independent transport consultancy over two weeks in June, questioned 4,200 passengers about their journeys before and after the extension opened. Most had previously taken buses or shared autorickshaws along Station Road, the congested arterial road that runs parallel to the new line.',
      },
      {
        quote:
          'I used to leave home at 7.15 to reach the factory by nine. Now I leave at 7.50 and I still get there early. I have started dropping my daughter to school on the way.',
        by: 'Mahesh Gowda, machine operator, Sitapuram',
      },
      {
        p: 'The effect on the road has been visible. Bus ridership on the four routes that run along Station Road has fallen by about 33 per cent, according to the city bus undertaking, which says it is redeploying 60 buses to feeder routes connecting residential areas to metro stations.',
      },
      { h2: 'The last mile is still a problem' },
      {
        p: 'Not everyone is satisfied. Residents near Gandhi Nagar and Tank Bund stations say the walk to the metro remains unpleasant and, after dark, unsafe. At Tank Bund, the footpath outside the station ends after 80 metres, forcing pedestrians onto a busy road. At Gandhi Nagar, the nearest feeder bus stop is 600 metres away.',
      },
      {
        p: 'Shalini Narayan, who coordinates a residents’ group in the area, said members had counted 14 broken streetlights on the route between their colony and the station. She said women in the group had stopped using the metro after 8 pm for that reason.',
      },
      {
        quote:
          'The trains are clean and fast. But a metro is not just the platform. It starts at your front door, and that part has been forgotten.',
        by: 'Shalini Narayan, residents’ group coordinator',
      },
      {
        p: 'The metro corporation said footpath and lighting work outside stations is the responsibility of the municipal corporation, which has approved ₹46 crore for improving access roads around the six new stations. Work on the first three is expected to finish before the monsoon.',
      },
      { h2: 'What comes next' },
      {
        p: 'The corporation is also trialling shared electric bicycles at three stations, with 300 cycles available through its app at ₹10 for the first half hour. Officials said about 1,100 trips a day were being taken on the cycles, mostly short hops of under two kilometres.',
      },
      {
        p: 'Planners say the early figures strengthen the case for the next phase, a 14 km line towards the airport that is awaiting central approval. If cleared, construction could begin next year, with completion expected in about four years.',
      },
    ],
    tags: ['Metro', 'Urban transport', 'Commuting'],
    keywords: ['metro line extension', 'commute time survey', 'metro ridership', 'last mile connectivity'],
    focusKeyword: 'ridership',
    image: 'india-3',
    imageAlt: 'Abstract illustration of a metro train gliding along an elevated track above city rooftops',
    hoursAgo: 57,
  },
  {
    title: 'Onion prices ease as fresh kharif arrivals reach wholesale mandis',
    category: 'India',
    description:
      'Wholesale onion prices have dropped by nearly 30 per cent in two weeks as the new crop arrives, bringing some relief to households after a sharp summer spike.',
    excerpt:
      'Traders at Kesarganj, one of the region’s largest onion markets, say arrivals have doubled since the start of the month. Retail prices usually follow wholesale with a lag of a week or two.',
    body: [
      {
        p: 'Wholesale onion prices have fallen by nearly 30 per cent over the past fortnight as the fresh kharif crop reaches markets, offering relief to households that saw retail prices climb past ₹60 a kilo during the summer.',
      },
      {
        p: 'At the Kesarganj agricultural produce market committee yard, one of the largest onion markets in the region, the modal price, the rate at which most trading takes place, fell to ₹1,980 a quintal on Thursday from ₹2,810 two weeks earlier. Arrivals rose to about 24,000 quintals a day, roughly double the level at the start of the month.',
      },
      {
        p: 'Traders said the new crop was of reasonable quality despite patchy rainfall in some growing areas during sowing. The bulbs are smaller than usual, which affects export demand more than domestic buyers, they said.',
      },
      {
        quote:
          'Every truck that comes in now is new crop. Buyers from the cities have more choice, and farmers who held back old stock are rushing to sell before prices fall further.',
        by: 'Dilip Aher, commission agent, Kesarganj market yard',
      },
      { h2: 'Farmers caught in the middle' },
      {
        p: 'Lower prices are welcome news in city kitchens, but farmer groups warn that a steep fall could hurt growers who borrowed heavily to plant. Production costs for onion, including seed, fertiliser, labour and irrigation, are estimated at ₹1,200 to ₹1,500 a quintal in the region, leaving a thinner margin than the headline prices suggest once transport and commission are deducted.',
      },
      {
        p: 'Balasaheb More, who farms three acres in a village 40 km from Kesarganj, said he had spent about ₹1.3 lakh on his crop this season. At current prices he expects to make a modest profit, but he said that would vanish if rates fell below ₹1,500.',
      },
      {
        quote:
          'When prices go up, everyone talks about onions on television. When they fall below our costs, nobody notices. We want stability more than we want high prices.',
        by: 'Balasaheb More, onion grower',
      },
      { h2: 'When will shoppers feel it?' },
      {
        p: 'Retail prices typically lag wholesale movements by one to two weeks as stocks held by retailers are cleared. A survey of 20 neighbourhood vegetable vendors by a consumer group this week found onions selling at ₹42 to ₹50 a kilo, down from a peak of ₹55 to ₹65 in early summer.',
      },
      {
        p: 'Market analysts expect prices to stabilise in the coming weeks, provided there is no unseasonal rain during harvesting. Stored rabi onions, which normally supply the market between March and September, are now nearly exhausted, so the fresh crop will carry most of the supply until the next rabi harvest.',
      },
      {
        p: 'Officials from the state agriculture marketing board said they were monitoring arrivals daily and would consider opening procurement centres if prices fell below the cost of production for a sustained period.',
      },
    ],
    tags: ['Agriculture', 'Food prices', 'Mandis'],
    keywords: ['onion prices', 'kharif onion arrivals', 'wholesale mandi rates', 'vegetable prices'],
    focusKeyword: 'onion prices',
    image: 'india-4',
    imageAlt: 'Abstract illustration of heaped red onions in a wholesale market under warm light',
    trending: true,
    hoursAgo: 31,
  },
  {
    title: 'A panchayat banned single-use plastic at weddings. A year on, it is working',
    category: 'India',
    description:
      'Velankulam gram panchayat replaced disposable plates and cups with a shared steel utensil bank. Waste collected after weddings has fallen by about four-fifths.',
    excerpt:
      'The village lends out 2,000 steel plates, tumblers and bowls for free. Caterers grumbled at first; now some neighbouring villages want to copy the idea.',
    body: [
      {
        p: 'When the Velankulam gram panchayat voted last year to ban single-use plastic and thermocol plates at weddings and other large functions, few people in the village of 9,000 expected the rule to survive its first marriage season. A year later, the ban is still in place, and waste collected after functions has fallen by about 80 per cent.',
      },
      {
        p: 'The key, villagers say, was not the ban itself but what came with it: a utensil bank. The panchayat bought 2,000 steel plates, 2,000 tumblers and 1,500 bowls with ₹4.6 lakh from its own funds and lends them free of charge to any family hosting a function. A women’s self-help group manages the stock, washes the utensils after use and keeps a register.',
      },
      {
        quote:
          'Earlier, after every wedding, the lane behind the hall was full of plates for a week. Dogs would drag them into the fields and cattle would eat the plastic. Now there is nothing to drag.',
        by: 'Selvi Murugan, secretary, Velankulam self-help group',
      },
      {
        p: 'The self-help group charges a refundable deposit of ₹2,000 and a washing fee of ₹1 per plate, which pays four women a modest monthly income. Lost or damaged items are deducted from the deposit. According to the group’s register, the utensils were borrowed for 132 functions in the past year, including 41 weddings.',
      },
      { h2: 'Caterers came round' },
      {
        p: 'Caterers were the most vocal opponents at first. Disposable plates are quicker to serve on and save the cost of washing. Ramesh Pandian, who runs a catering business that serves up to 1,500 guests at a time, said he lost two bookings in the first month because families worried about the extra hassle.',
      },
      {
        p: 'He now advertises steel service as a selling point. Guests, he says, eat more slowly and waste less food from a proper plate, which has reduced the quantity he needs to cook by about 8 per cent. Leftover food that is untouched is sent to a nearby old-age home.',
      },
      {
        p: 'The panchayat also enforces the rule. Families that use disposable plastic at a function are fined ₹5,000, and the fine has been imposed only three times. Panchayat president V Lakshmi said the fines mattered less than the fact that the alternative was free and easy.',
      },
      {
        quote:
          'If you tell people “do not do this” and give them nothing else, they will break the rule. If you give them a better option at the same cost, most people will take it.',
        by: 'V Lakshmi, panchayat president, Velankulam',
      },
      {
        p: 'Waste from the village now goes largely to a composting yard set up with district funds. Officials from the block development office said five neighbouring panchayats had asked for details of the scheme, and the district is considering funding utensil banks in 40 more villages this year.',
      },
    ],
    tags: ['Plastic ban', 'Waste management', 'Panchayats'],
    keywords: ['single-use plastic ban', 'utensil bank', 'gram panchayat initiative', 'wedding waste'],
    focusKeyword: 'utensil bank',
    image: 'india-5',
    imageAlt: 'Abstract illustration of stacked steel plates and tumblers on a banana leaf pattern',
    hoursAgo: 148,
  },
  {
    title: 'Railways to add 120 unreserved coaches for the festival season rush',
    category: 'India',
    description:
      'The extra general-class coaches will be attached to 60 long-distance trains for six weeks, adding an estimated 1.1 lakh seats a day on busy routes.',
    excerpt:
      'Officials say the coaches will run on routes from large cities towards the north and east, where waiting lists are longest during the festival weeks.',
    body: [
      {
        p: 'The railways will attach 120 additional unreserved coaches to 60 long-distance trains during the festival season, adding an estimated 1.1 lakh seats a day on the busiest routes, a zonal railway spokesperson said on Wednesday.',
      },
      {
        p: 'The extra general-class coaches will run for six weeks from the first week of October. Most will be added to trains heading north and east from large cities, where migrant workers travel home in large numbers and reserved tickets are sold out weeks in advance.',
      },
      {
        p: 'Officials said each unreserved coach would carry about 100 passengers seated, though in practice general coaches often carry far more during peak periods. Additional railway protection force personnel will be deployed at major stations to manage queues and prevent overcrowding on platforms.',
      },
      {
        quote:
          'Every year we see people who could not get a confirmed ticket travelling in terrible conditions. More general coaches are the fastest way to give them a safer seat.',
        by: 'Anil Saxena, zonal railway spokesperson',
      },
      {
        p: 'Passengers will be able to buy unreserved tickets through the railways’ mobile app as well as at counters, which officials hope will shorten queues. Holding areas with drinking water, fans and toilets will be set up outside eight of the busiest terminals.',
      },
      {
        p: 'The railways also plans to run 48 special trains during the same period. Their timetables will be announced next week.',
      },
    ],
    tags: ['Railways', 'Festivals', 'Travel'],
    keywords: ['unreserved coaches', 'festival season trains', 'railway special trains', 'general class tickets'],
    focusKeyword: 'unreserved coaches',
    image: 'india-6',
    imageAlt: 'Abstract illustration of a long passenger train curving through green countryside',
    hoursAgo: 233,
  },
  {
    title: 'Heat advisory for 14 districts as temperatures near 45°C',
    category: 'India',
    description:
      'The state disaster management authority has told schools to end classes by noon and asked employers to give outdoor workers shaded rest breaks until the heat eases.',
    excerpt:
      'Forecasters expect no relief for at least four days. Hospitals have been told to keep cool rooms ready, and water kiosks will open at bus stands and markets.',
    body: [
      {
        p: 'The state disaster management authority on Sunday issued a heat advisory for 14 districts, with the weather office forecasting maximum temperatures of 43°C to 45°C for at least the next four days.',
      },
      {
        p: 'Schools in the affected districts have been told to end classes by noon. Employers have been asked to give construction and other outdoor workers a break between 12 pm and 3 pm and to provide shade and drinking water at work sites. Labour inspectors will carry out spot checks, officials said.',
      },
      {
        p: 'District hospitals and community health centres have been instructed to keep dedicated cool rooms ready with ice packs, oral rehydration salts and intravenous fluids. Doctors said people should watch for signs of heat exhaustion, including dizziness, headache, nausea and heavy sweating, and seek help quickly if someone becomes confused or stops sweating.',
      },
      {
        quote:
          'Heat illness is preventable. Drink water before you feel thirsty, stay in the shade in the afternoon, and check on elderly neighbours who live alone.',
        by: 'Dr Farah Siddiqui, state nodal officer for heat-related illness',
      },
      {
        p: 'Municipal bodies will open water kiosks at bus stands, markets and busy junctions. Traffic police on duty at signals will work shorter shifts. The authority said it would review the advisory daily.',
      },
    ],
    tags: ['Heatwave', 'Weather', 'Public health'],
    keywords: ['heat advisory', 'heatwave districts', 'outdoor workers heat', 'heat exhaustion symptoms'],
    focusKeyword: 'heat advisory',
    image: 'india-7',
    imageAlt: 'Abstract illustration of a blazing orange sun over a shimmering city skyline',
    hoursAgo: 402,
  },
  // ─────────────────────────────── World ───────────────────────────────
  {
    title: 'Island states launch a shared fund to repair sea walls in weeks, not years',
    category: 'World',
    description:
      'Eleven small island nations have pooled $420 million into a fund that can pay for coastal repairs within 30 days of a storm, without waiting for donor conferences.',
    excerpt:
      'The Tidewater Resilience Fund works more like an insurance pool than an aid programme. Its backers say speed matters most: a breached sea wall left unrepaired for a season can cost ten times as much to fix.',
    body: [
      {
        p: 'Eleven small island states on Monday launched a jointly owned fund that promises to pay for the repair of damaged sea walls, jetties and coastal roads within 30 days of a storm, a process that today can take years of applications, assessments and donor conferences.',
      },
      {
        p: 'The Tidewater Resilience Fund starts with $420 million in capital, about a quarter contributed by the member states themselves and the rest by development banks and philanthropic foundations. It is designed to work more like a mutual insurance pool than a traditional aid programme: members pay an annual premium based on their coastline and risk, and payouts are triggered automatically when independent measurements of wind speed and storm surge cross agreed thresholds.',
      },
      {
        p: 'Its backers argue that speed is the whole point. A sea wall breached in one storm, if left unrepaired, can be torn open further by the next high tide. Engineers who have studied coastal damage across the member states estimate that repairs delayed by a single season cost between five and ten times as much as repairs carried out immediately.',
      },
      {
        quote:
          'We are not asking for charity. We are asking for a system that moves as fast as the sea does. A storm takes a night. The paperwork used to take three years.',
        by: 'Leilani Tauva, executive director, Tidewater Resilience Fund',
      },
      { h2: 'How the money moves' },
      {
        p: 'The fund relies on what is known as a parametric trigger. Rather than sending loss adjusters to count damaged property after a storm, it pays out on the basis of physical measurements taken by an independent network of tide gauges, weather buoys and satellites. If a storm produces a surge above a set height at a set location, the payout is released, whether or not every wall has been inspected.',
      },
      {
        p: 'Payouts are capped at $35 million per member per event and must be spent on a pre-approved list of coastal infrastructure. Each member has already submitted an inventory of its sea walls, harbour breakwaters and low-lying roads, with engineering drawings and cost estimates for typical repairs, so that contractors can be mobilised as soon as money arrives.',
      },
      {
        p: 'Dr Emeka Obi, a disaster-finance economist who advised on the fund’s design, said the pre-agreed inventory was as important as the trigger. In past storms, he said, governments often received money quickly but then spent months designing repairs from scratch, while damaged walls crumbled further.',
      },
      {
        quote:
          'Fast money without a ready plan just sits in an account. The real innovation here is that the drawings are done before the storm, so the only thing left to do afterwards is build.',
        by: 'Dr Emeka Obi, disaster-finance economist',
      },
      {
        ul: [
          'Members: 11 island states across three oceans',
          'Starting capital: $420 million',
          'Maximum payout: $35 million per member per event',
          'Target time from trigger to first payment: 14 days',
          'Target time from trigger to work starting on site: 30 days',
        ],
      },
      { h2: 'Why now' },
      {
        p: 'Officials from member states say the fund grew out of frustration. On the fictional atoll of Motu Lani, used in the fund’s own training materials as a composite of real experiences, a typical sequence goes like this: a storm breaches the main sea wall protecting the only road and the airstrip; the government applies for emergency help; assessors visit two months later; a donor pledge is made at a conference six months after that; tenders are issued the following year. By then, salt water has soaked into taro gardens and freshwater lenses, and the cost of repair has multiplied.',
      },
      {
        p: 'Rising sea levels make the cycle more punishing each decade. Even modest increases in average sea level mean that storm surges that once stopped short of roads and homes now reach them. For nations whose highest ground may be only a few metres above the tide, the margin for delay is shrinking.',
      },
      {
        p: 'Premiums paid by members range from $1.2 million to $6.8 million a year. For the smallest members, that is a meaningful share of the national budget. Several finance ministries initially resisted, arguing that rich countries should carry the cost. The compromise was a sliding scale, with development banks topping up premiums for the five members with the lowest national income per head.',
      },
      { h2: 'The sceptics' },
      {
        p: 'Not everyone is convinced. Critics point out that parametric triggers can miss real damage. A storm that falls just below the trigger threshold can still wreck a harbour, and a member that suffers heavy losses but receives nothing may come to see the premiums as wasted. The fund’s designers call this basis risk and say it is the price of speed.',
      },
      {
        p: 'Ana Lisiate, who leads a regional coalition of civil society groups, said she supported the fund but worried that communities had been consulted too little about which structures went on the inventory. Sea walls protecting capitals and airports, she noted, were heavily represented, while village landing stages and footpaths to higher ground were not.',
      },
      {
        quote:
          'If the list is written only in the capital, the money will only ever flow to the capital. Outer islands need to be on that list, and they need to help write it.',
        by: 'Ana Lisiate, coordinator, Island Communities Network',
      },
      {
        p: 'The fund says it will review the inventory every two years and has committed to reserving at least 30 per cent of each payout for repairs outside national capitals. It has also set up a small grant window, worth $8 million in its first year, for community-led projects such as planting mangroves and rebuilding traditional stone walls, which are not covered by the main trigger.',
      },
      {
        p: 'Others question whether $420 million is enough. A single severe storm affecting three or four members at once could exhaust a large share of the capital in one season. The fund has bought reinsurance covering losses beyond $180 million in any one year and says it will seek to double its capital within five years.',
      },
      { h2: 'A model for others?' },
      {
        p: 'Coastal cities and regions elsewhere are watching. Officials from several low-lying delta regions attended the launch as observers, and development banks have signalled interest in backing similar pools for river flooding and drought.',
      },
      {
        p: 'For now, the fund’s first test will come with the next storm season, which begins in about four months. Its staff of 26, based in a rented office overlooking a harbour, have spent the past weeks running simulations: a surge is detected at 3 am, the trigger is confirmed by 9 am, the payment instruction goes out by the end of the week.',
      },
      {
        p: 'Leilani Tauva says she hopes the first real payout will be small, and that the system will prove itself quietly. But she is under no illusion that it will be. The question, she says, is not whether the money will be needed. It is whether the walls will be rebuilt before the next high tide comes looking for the gap.',
      },
    ],
    tags: ['Climate adaptation', 'Island nations', 'Disaster finance'],
    keywords: [
      'island states fund',
      'sea wall repairs',
      'parametric insurance',
      'climate resilience fund',
      'coastal infrastructure',
    ],
    focusKeyword: 'sea wall',
    image: 'world-1',
    imageAlt: 'Abstract illustration of a curved sea wall holding back stylised blue waves around a small island',
    featured: true,
    hoursAgo: 1,
  },
  {
    title: 'New rail freight corridor across Central Asia opens to trial traffic',
    category: 'World',
    description:
      'The 1,900 km line links three inland capitals to a Caspian port. Its operators promise to cut container transit times by up to nine days on routes between Asia and Europe.',
    excerpt:
      'The first trial train carried 82 containers of electronics and textiles. Freight forwarders are cautiously interested, but border checks remain the biggest bottleneck.',
    body: [
      {
        p: 'A 1,900 km rail freight corridor linking three Central Asian capitals to a port on the Caspian Sea opened to trial traffic on Thursday, with its operators promising to cut container transit times between East Asia and Europe by up to nine days on some routes.',
      },
      {
        p: 'The first trial train, carrying 82 containers of electronics, auto parts and textiles, left a logistics hub near Almaty early in the morning and is expected to reach the port in about five days. From there, containers will cross the Caspian by ferry before continuing by rail and road towards Europe.',
      },
      {
        p: 'The corridor is operated by Steppe Link, a consortium of national rail companies and private logistics firms formed five years ago. It has upgraded 640 km of existing track, built 210 km of new line and installed new signalling along the whole route at a cost of about $2.8 billion.',
      },
      {
        quote:
          'For decades, cargo had two choices: slow and cheap by sea, or fast and expensive by air. We are trying to build a reliable third option in the middle.',
        by: 'Daniyar Seitkali, chief executive, Steppe Link',
      },
      { h2: 'Borders are the bottleneck' },
      {
        p: 'Freight forwarders said they were interested but would wait to see whether the corridor could deliver on its promises consistently. Trains on existing routes through the region can spend as long at border crossings as they do moving, and the new line crosses two international borders before reaching the port.',
      },
      {
        p: 'Steppe Link says the governments involved have agreed to a single electronic customs declaration for transit cargo, which should allow containers to cross borders without being opened unless they are flagged for inspection. During the trial, officials will record how long each train waits at each crossing and publish the figures monthly.',
      },
      {
        p: 'Marta Kowalczyk, who runs a freight-forwarding business in Warsaw that handles about 3,000 containers a year from Asia, said reliability mattered more to her customers than speed alone.',
      },
      {
        quote:
          'If a train is three days faster but sometimes a week late, my clients will stay with the ship. They want to know when the goods arrive. Predictability is the product.',
        by: 'Marta Kowalczyk, freight forwarder',
      },
      { h2: 'What it costs' },
      {
        p: 'Steppe Link has not published commercial tariffs, but people familiar with early discussions said rates were expected to be roughly twice the cost of sea freight and about a fifth of the cost of air freight for a standard 40-foot container. That positions the corridor for high-value goods where time matters, such as electronics components and fashion.',
      },
      {
        p: 'The trial phase will run for six months, with two trains a week in each direction. If it succeeds, the operators aim to run daily services by the end of next year and handle about 200,000 containers a year within five years.',
      },
      {
        p: 'The route also passes through agricultural regions, and regional governments hope it will help farmers export grain and dried fruit more easily. Three new loading terminals for agricultural cargo are under construction along the line.',
      },
    ],
    tags: ['Trade', 'Railways', 'Central Asia', 'Logistics'],
    keywords: ['rail freight corridor', 'central asia rail', 'container transit times', 'asia europe trade route'],
    focusKeyword: 'freight corridor',
    image: 'world-2',
    imageAlt: 'Abstract illustration of a freight train crossing a wide golden steppe under a pale sky',
    hoursAgo: 44,
  },
  {
    title: 'Container shipping rates fall for a fifth straight week as ports clear backlogs',
    category: 'World',
    description:
      'A widely watched freight index is down 23 per cent since its peak, easing costs for importers. Analysts warn that the relief may not last into the holiday shipping season.',
    excerpt:
      'Queues of ships outside major ports have shortened and shipping lines are competing for cargo again. For retailers, it could mean cheaper shelves later in the year, if the calm holds.',
    body: [
      {
        p: 'The cost of shipping a container across the world’s major trade routes fell for a fifth consecutive week, as congestion at large ports eased and shipping lines began competing for cargo again, according to data published on Friday.',
      },
      {
        p: 'The Meridian Freight Index, compiled by an independent maritime data firm from spot rates on 12 major routes, stood at $2,140 per 40-foot container, down 4 per cent from the previous week and 23 per cent from its peak two months ago. Rates on routes from East Asia to northern Europe fell the most, by about 6 per cent in the week.',
      },
      {
        p: 'Analysts attributed the decline to a combination of factors: the clearing of backlogs at ports that had been hit by equipment shortages, a slowdown in orders from retailers who stocked up early, and new ships entering service after being ordered during a period of high profits.',
      },
      {
        quote:
          'The queues outside the big ports have mostly disappeared. When ships are not waiting at anchor, the whole fleet effectively has more capacity, and rates come down quickly.',
        by: 'Hannah Okafor, senior analyst, Meridian Maritime Data',
      },
      { h2: 'Good news for importers, for now' },
      {
        p: 'Lower freight costs are welcome for importers, particularly small businesses that buy shipping on the spot market rather than through long-term contracts. A furniture importer in Rotterdam told the index’s authors that the cost of bringing a container of garden furniture from Asia had fallen from about $3,100 to $2,300 since the spring.',
      },
      {
        p: 'Whether those savings reach shoppers is another question. Freight is typically a small share of the final price of most consumer goods, often less than 3 per cent for items such as clothing and electronics. It matters more for bulky, low-value goods such as furniture, toys and household appliances.',
      },
      {
        p: 'Economists also say lower shipping costs take several months to filter through to shop shelves, because retailers sell goods that were bought and shipped earlier at higher prices.',
      },
      { h2: 'Will it last?' },
      {
        p: 'Industry watchers cautioned against assuming the decline will continue. The peak shipping season for goods bound for year-end holiday sales usually begins in late summer, and shipping lines have historically responded to falling rates by cancelling sailings to reduce available capacity.',
      },
      {
        p: 'Three large carriers have already announced what they call blank sailings on routes to Europe for next month. If more follow, rates could stabilise or rise again.',
      },
      {
        quote:
          'Shipping lines have learned that they do not have to accept falling prices passively. Watch the number of cancelled sailings over the next month. That will tell you more than this week’s rate.',
        by: 'Rafael Mendes, independent maritime economist',
      },
      {
        p: 'Fuel costs are another wildcard. Bunker fuel prices have been relatively stable in recent weeks, but any sharp rise would quickly feed into surcharges that shipping lines add on top of base rates.',
      },
    ],
    tags: ['Shipping', 'Trade', 'Supply chains'],
    keywords: ['container shipping rates', 'freight index', 'port congestion', 'global shipping costs'],
    focusKeyword: 'freight index',
    image: 'world-3',
    imageAlt: 'Abstract illustration of stacked colourful shipping containers on a cargo ship at sea',
    trending: true,
    hoursAgo: 26,
  },
  {
    title: 'Nordic town warms its bus shelters with waste heat from a data centre',
    category: 'World',
    description:
      'Vesterhavn pipes surplus heat from a server hall to 40 bus shelters and a public pool. Residents say winter waits have become bearable; engineers say the numbers add up.',
    excerpt:
      'A small town on a cold coast is turning a by-product of the internet into public comfort. The project cost less than expected, and the pool’s heating bill has fallen by 70 per cent.',
    body: [
      {
        p: 'In Vesterhavn, a coastal town of 18,000 people where winter temperatures regularly fall below minus 15°C, waiting for the bus has become a little less miserable. Since January, 40 of the town’s bus shelters have been heated with surplus warmth from a data centre on the outskirts, piped through a small district heating loop.',
      },
      {
        p: 'The data centre, run by a regional cloud-hosting company, produces large amounts of low-grade heat as its servers run day and night. Until last year, that heat was simply blown into the air by cooling fans. Now, heat exchangers capture it as warm water at about 35°C, and heat pumps raise it to around 60°C before it enters the town’s network.',
      },
      {
        p: 'Most of the heat goes to a public swimming pool and a cluster of apartment buildings. The bus shelters, which have heated benches and glass panels warmed from below, use only a small share. But they have become the project’s public face.',
      },
      {
        quote:
          'People ask me about the benches more than about anything else I have worked on. You sit down at seven in the morning in the dark and it is warm. That is a very direct way to feel that a project is for you.',
        by: 'Ingrid Solberg, energy planner, Vesterhavn municipality',
      },
      { h2: 'The economics' },
      {
        p: 'The municipality and the data centre operator split the cost of the heat exchangers, heat pumps and 6 km of insulated pipe, which came to about €11 million. The operator benefits because it spends less electricity running cooling fans; the town benefits from cheaper heat. The swimming pool’s heating bill has fallen by about 70 per cent, according to figures presented to the town council.',
      },
      {
        p: 'Engineers say the project works because the data centre is close to the town and because Vesterhavn already had plans for a district heating network. Waste heat from servers is at a relatively low temperature and loses value quickly if it has to travel far.',
      },
      {
        p: 'Lars Eriksen, an engineer who has advised several Nordic towns on waste-heat projects, said the biggest risk was dependency. If the data centre cut its operations, the town would need a backup source. Vesterhavn has kept its old biomass boiler on standby for that reason.',
      },
      {
        quote:
          'Data centres are good neighbours for heat as long as you treat them like any other supplier. Have a contract, have a backup, and do not build your whole system around one building you do not own.',
        by: 'Lars Eriksen, heating engineer',
      },
      { h2: 'Next steps' },
      {
        p: 'The council plans to connect a school and a care home to the network next year. It is also in talks with a fish-processing plant near the harbour, which produces its own surplus heat, about feeding it into the same pipes.',
      },
      {
        p: 'For commuters like Aksel Berg, a 68-year-old retired fisherman who takes the bus into town three times a week, the engineering matters less than the bench. He said he used to stand and stamp his feet while waiting. Now, he said, he sometimes lets one bus go by.',
      },
    ],
    tags: ['Energy', 'Data centres', 'Cities'],
    keywords: ['data centre waste heat', 'district heating', 'heated bus shelters', 'nordic energy project'],
    focusKeyword: 'waste heat',
    image: 'world-4',
    imageAlt: 'Abstract illustration of a glowing bus shelter in a snowy town at night',
    hoursAgo: 121,
  },
  {
    title: 'Global wheat harvest forecast raised as rains revive southern growers',
    category: 'World',
    description:
      'An international grains monitor now expects world wheat output to rise about 2 per cent this season, helped by late rains in the southern hemisphere and larger planted areas.',
    excerpt:
      'Bigger crops could keep bread and flour prices steady for importing countries. Forecasters warn, however, that stocks remain thin and a single bad harvest could reverse the outlook.',
    body: [
      {
        p: 'The global wheat harvest is now expected to be about 2 per cent larger than last season, the International Grains Monitor said on Tuesday, raising its forecast after late rains improved crop conditions in several southern-hemisphere growing regions.',
      },
      {
        p: 'The monitor, an intergovernmental body that tracks production and trade in cereals, put world wheat output at 801 million tonnes, up 9 million tonnes from its previous estimate. Most of the upgrade came from Argentina and Australia, where rains in the past six weeks arrived in time to help crops during a critical growth stage.',
      },
      {
        p: 'Larger planted areas in parts of Europe and North Africa also contributed, as farmers responded to relatively high prices last year by sowing more wheat.',
      },
      {
        quote:
          'A month ago we were worried about dry soils in several major exporting regions. The rain came at almost the last possible moment. It does not guarantee a bumper crop, but it has removed the worst-case scenario.',
        by: 'Dr Sofia Marchetti, chief economist, International Grains Monitor',
      },
      { h2: 'What it means for prices' },
      {
        p: 'Wheat futures fell about 3 per cent on the news before recovering slightly. Analysts said a larger crop should keep prices broadly stable for importing countries in the Middle East, Africa and Asia, many of which rely on imported wheat for bread and other staples.',
      },
      {
        p: 'However, the monitor noted that global stocks, the amount of wheat held in reserve at the end of each season, remain below their average of the past decade. That leaves the market sensitive to any new shock, from drought to disruptions in shipping.',
      },
      {
        p: 'Kwame Asante, who manages grain purchasing for a flour milling group in West Africa, said lower volatility mattered more to his company than lower prices. Millers who buy months in advance can lose heavily if prices swing sharply between contract and delivery.',
      },
      {
        quote:
          'We plan bread prices for millions of people. A calm market lets us keep those prices steady. A nervous market forces us to pass on every jump.',
        by: 'Kwame Asante, grain purchasing manager',
      },
      { h2: 'Risks ahead' },
      {
        p: 'The monitor identified three main risks to its forecast: a return of dry weather in the southern hemisphere before harvest, which begins in November; pest outbreaks in East Africa; and higher fertiliser prices, which could reduce yields next season if farmers cut back on applications.',
      },
      {
        p: 'It also raised its forecast for maize production slightly, while lowering its estimate for rice output in South-East Asia because of uneven monsoon rains. The next full update is due in four weeks.',
      },
      {
        p: 'For farmers in the regions that received the late rains, the forecast brings a mix of relief and caution. Many had already cut back on fertiliser during the dry spell to limit their losses, which may cap how much of the improvement shows up in final yields.',
      },
    ],
    tags: ['Agriculture', 'Food security', 'Commodities'],
    keywords: ['global wheat harvest', 'wheat forecast', 'grain prices', 'food import costs'],
    focusKeyword: 'wheat',
    image: 'world-5',
    imageAlt: 'Abstract illustration of rolling golden wheat fields under a rain-heavy sky',
    hoursAgo: 285,
  },
  {
    title: 'Volunteers plant two million mangrove saplings along a West African coast',
    category: 'World',
    description:
      'A community project run by fishing villages planted the saplings across 900 hectares in a single season, with survival rates well above the regional average.',
    excerpt:
      'The trick, organisers say, was letting fishers choose where to plant. Mangroves shelter young fish, so the people who rely on catches had every reason to keep the saplings alive.',
    body: [
      {
        p: 'Volunteers from 23 fishing villages have planted about two million mangrove saplings along a stretch of West African coastline in a single planting season, according to Green Tide, the community organisation that coordinated the project.',
      },
      {
        p: 'The saplings cover roughly 900 hectares of mudflats and creek banks that had lost their mangroves over the past three decades to firewood cutting and salt production. Monitoring teams found that 74 per cent of saplings planted at the start of the season were still alive six months later, well above the 40 to 50 per cent survival typical of large planting drives in the region.',
      },
      {
        p: 'Organisers credit the result to an unusual approach: fishers, rather than outside experts, chose the planting sites. Because mangroves shelter young fish and shrimp, fishing communities had a direct interest in choosing spots where tides and soil would let the saplings thrive, and in protecting them afterwards.',
      },
      {
        quote:
          'The old men know where the mangroves used to grow, because they remember where the fish used to be. We just asked them.',
        by: 'Aminata Sow, coordinator, Green Tide',
      },
      {
        p: 'Each village received a small payment for every sapling that survived a year, rather than for every one planted. The project has raised funds for a second season and plans to train 60 young people as mangrove monitors.',
      },
    ],
    tags: ['Environment', 'Mangroves', 'Africa'],
    keywords: ['mangrove planting', 'coastal restoration', 'fishing communities', 'west africa environment'],
    focusKeyword: 'mangrove',
    image: 'world-6',
    imageAlt: 'Abstract illustration of young mangrove saplings rising from a calm green tidal creek',
    hoursAgo: 451,
  },
  {
    title: 'Airline adds direct flights between Nairobi and Bangkok from November',
    category: 'World',
    description:
      'Savanna Air will fly the route four times a week with a wide-body jet, cutting journey times by up to seven hours for travellers who currently connect through the Gulf.',
    excerpt:
      'Tour operators on both ends expect the new service to help tourism and trade, while cargo space in the hold has already attracted interest from flower and fresh produce exporters.',
    body: [
      {
        p: 'Savanna Air, a Nairobi-based carrier, will begin direct flights between Nairobi and Bangkok in November, operating the route four times a week with a 290-seat wide-body aircraft.',
      },
      {
        p: 'The airline said the flight would take about nine and a half hours, cutting total travel time by up to seven hours compared with existing connections through hubs in the Gulf. Introductory return fares start at the equivalent of about $780 in economy.',
      },
      {
        p: 'The carrier expects a mix of passengers: tourists travelling between East Africa and South-East Asia, business travellers, and families visiting relatives. It also plans to use cargo space in the hold for exports of cut flowers, avocados and fresh fish from Kenya, and electronics and auto parts in the other direction.',
      },
      {
        quote:
          'Until now, these two regions have talked to each other through someone else’s airport. A direct link changes the economics for a lot of small businesses, not just holidaymakers.',
        by: 'Wanjiru Kamau, commercial director, Savanna Air',
      },
      {
        p: 'Tour operators in both cities welcomed the announcement. Bookings open next week through the airline’s website and travel agents.',
      },
    ],
    tags: ['Aviation', 'Travel', 'Africa', 'Asia'],
    keywords: ['nairobi bangkok flights', 'direct flights africa asia', 'new airline route', 'air cargo exports'],
    focusKeyword: 'direct flights',
    image: 'world-7',
    imageAlt: 'Abstract illustration of an aircraft tracing a dotted arc between two continents on a stylised globe',
    hoursAgo: 613,
  },
  // ─────────────────────────────── Health ───────────────────────────────
  {
    title: 'A tele-ICU links 30 small hospitals to one specialist hub. Deaths are falling',
    category: 'Health',
    description:
      'Two years into a state pilot, intensive care patients in district and sub-district hospitals are watched round the clock by specialists up to 300 km away, with encouraging early results.',
    excerpt:
      'Cameras, shared monitors and a night shift of intensivists in a city control room have changed how small hospitals handle their sickest patients. Doctors say the biggest change is confidence.',
    body: [
      {
        p: 'At 2.40 on a recent morning, an alarm sounded on a screen in a quiet control room on the fourth floor of a large teaching hospital. The blood pressure of a 58-year-old man in a sub-district hospital 260 km away was falling. Within a minute, Dr Nandita Rao, an intensive care specialist, had zoomed a ceiling camera onto his bed, checked his drug infusions on a shared screen and was speaking by video to the nurse at his side.',
      },
      {
        p: 'Twenty minutes later, after a change of medication that Dr Rao talked the local team through step by step, his blood pressure had stabilised. He was discharged eight days later.',
      },
      {
        p: 'Scenes like this have become routine under a tele-ICU pilot run by the state health department, which connects 30 small hospitals to a single specialist hub. Two years in, the department’s internal review, presented to doctors at a conference last month, reports that deaths among patients in the connected intensive care beds have fallen from 23.4 per cent to 17.9 per cent, while transfers to distant city hospitals have dropped by about a third.',
      },
      { h2: 'How it works' },
      {
        p: 'Each participating hospital has between four and ten intensive care beds fitted with high-resolution cameras, two-way audio and monitors that stream heart rate, blood pressure, oxygen levels and ventilator settings to the hub. Electronic patient records are shared, so specialists at the hub can see test results and prescriptions as soon as they are entered.',
      },
      {
        p: 'The hub is staffed 24 hours a day by two intensivists, two critical care nurses and a pharmacist, who between them keep watch over about 180 beds. Software flags patients whose readings are deteriorating and ranks them by urgency, so that the team can focus on those most at risk. Every patient is also reviewed on a scheduled video round at least twice a day.',
      },
      {
        p: 'Crucially, the local doctor remains in charge. Hub specialists advise, but the treating physician at the bedside makes the final decision and writes the orders. Officials say that arrangement, agreed after long discussions with doctors’ associations, was essential to win acceptance.',
      },
      {
        quote:
          'In the first month, some of our doctors felt they were being watched and judged. By the third month, they were calling us before we called them. It stopped being surveillance and became a second opinion that never sleeps.',
        by: 'Dr Nandita Rao, intensivist, tele-ICU hub',
      },
      { h2: 'What the numbers show' },
      {
        p: 'The review compared outcomes for 6,420 patients treated in connected beds over two years with 5,980 patients treated in the same hospitals in the two years before the pilot began. Beyond the fall in deaths, it found that the average stay in intensive care dropped from 5.6 days to 4.7 days, and that the rate of ventilator-associated pneumonia, a common and dangerous complication, fell by nearly half.',
      },
      {
        p: 'Transfers to tertiary hospitals in the capital, which can involve ambulance journeys of five hours or more on poor roads, fell from 31 per cent of intensive care admissions to 20 per cent. For families, that means not only a shorter trip but lower costs for travel, lodging and food near a distant hospital.',
      },
      {
        ul: [
          'Hospitals connected: 30 district and sub-district hospitals',
          'Beds monitored: about 180',
          'Deaths among ICU patients: down from 23.4% to 17.9%',
          'Average ICU stay: down from 5.6 to 4.7 days',
          'Transfers to city hospitals: down from 31% to 20% of admissions',
        ],
      },
      {
        p: 'Independent experts cautioned that a before-and-after comparison cannot prove the tele-ICU alone caused the improvements. The same period saw new oxygen plants installed in several hospitals, and staff received additional training under a separate programme. Dr Joseph Mathew, a public health researcher who was not involved in the pilot, said the results were encouraging but should be tested with a more rigorous design before the model is scaled up statewide.',
      },
      {
        quote:
          'The direction is right, and the size of the change is plausible. But a proper evaluation, with comparison hospitals that are not connected, would tell us how much of the gain to credit to the cameras and how much to everything else that improved at the same time.',
        by: 'Dr Joseph Mathew, public health researcher',
      },
      { h2: 'The human side of the screen' },
      {
        p: 'For nurses in the connected hospitals, the pilot has brought both reassurance and extra work. Sister Mary Thomas, who heads the nursing staff in the ICU of a 100-bed district hospital, said night shifts used to be frightening when a patient deteriorated and the duty doctor was attending an emergency elsewhere in the building.',
      },
      {
        quote:
          'At three in the morning, it was just me and one junior nurse for eight critical patients. Now when something goes wrong, a specialist is on the screen in under two minutes. I feel I am not alone in the room any more.',
        by: 'Sister Mary Thomas, ICU nursing in-charge',
      },
      {
        p: 'But documentation demands have grown. Nurses must enter observations into the electronic system promptly so that the hub sees an accurate picture, and several said the software was slow on the hospital’s internet connection. Outages have occurred on average twice a month at each hospital, usually lasting under an hour; during those periods, teams fall back on telephone consultations.',
      },
      {
        p: 'Families, too, have had to adjust. Some patients’ relatives were initially uneasy about cameras above hospital beds. Hospitals now explain the system at admission and have put up posters in the local language explaining who is watching and why. Cameras are turned away during personal care.',
      },
      { h2: 'What it costs, and what comes next' },
      {
        p: 'Setting up the hub and connecting the 30 hospitals cost about ₹42 crore, including equipment, software and network upgrades. Running costs, mostly salaries for hub staff and internet connections, come to about ₹11 crore a year. Health department officials argue that this compares favourably with the alternative of recruiting full-time intensivists for every district hospital, which they say is impossible in any case given the shortage of such specialists outside large cities.',
      },
      {
        p: 'The department plans to connect another 40 hospitals over the next two years and to open a second hub in a different region of the state, so that no hospital is monitored by a team more than 200 km away. It is also training local doctors through weekly online teaching sessions run by hub specialists, in the hope that skills will gradually build up at the bedside itself.',
      },
      {
        p: 'Dr Rao sees that as the real goal. The best sign of success, she said, would be a day when the alarms on her screens ring less often because the teams at the other end have learned to catch problems earlier on their own. Until then, the control room on the fourth floor will stay lit through the night.',
      },
    ],
    tags: ['Critical care', 'Telemedicine', 'Public hospitals'],
    keywords: [
      'tele-icu pilot',
      'telemedicine intensive care',
      'district hospital icu',
      'icu deaths fall',
      'state health department',
    ],
    focusKeyword: 'tele-ICU',
    image: 'health-1',
    imageAlt: 'Abstract illustration of glowing heart-rate lines connecting small hospital icons to a central hub',
    trending: true,
    hoursAgo: 9,
  },
  {
    title: 'Twenty minutes of brisk walking a day lowers blood pressure in older adults',
    category: 'Health',
    description:
      'A six-month trial of 1,100 people aged 60 to 80 found that a short daily walk brought systolic blood pressure down by an average of 6 points, comparable to some medicines.',
    excerpt:
      'Participants did not need gyms, equipment or long sessions. Researchers say the key was walking fast enough to make conversation slightly harder, and doing it most days of the week.',
    body: [
      {
        p: 'Walking briskly for 20 minutes a day lowered blood pressure in adults aged 60 to 80 by about as much as some first-line medicines, according to a six-month trial published this week by researchers at the Northfield Institute of Public Health.',
      },
      {
        p: 'The trial enrolled 1,104 people with mildly raised blood pressure who were not yet taking medication for it. Half were asked to walk at a brisk pace for at least 20 minutes on five or more days a week; the other half received general advice on healthy living. After six months, systolic blood pressure, the top number in a reading, had fallen by an average of 6.2 points in the walking group, compared with 1.1 points in the comparison group.',
      },
      {
        p: 'A fall of that size is clinically meaningful. Large studies suggest that every 5-point reduction in systolic pressure lowers the risk of stroke and heart attack by roughly 10 per cent.',
      },
      {
        quote:
          'We were not asking people to run or join a gym. Twenty minutes is a walk to the market and back. What surprised us was how well people stuck with it once they saw their own readings come down.',
        by: 'Dr Helena Varga, lead author, Northfield Institute of Public Health',
      },
      { h2: 'How brisk is brisk?' },
      {
        p: 'Participants were told to walk fast enough that they could still talk but not sing, a simple test used by doctors to judge moderate exercise. For most people in the trial, that meant about 100 steps a minute. Each participant received an inexpensive step counter, and about two-thirds also used a phone app to record their walks.',
      },
      {
        p: 'Adherence was higher than the researchers had expected. About 71 per cent of the walking group met the target on at least four days a week throughout the trial. Those who walked with a partner or in a group were more likely to keep going than those who walked alone.',
      },
      {
        p: 'The benefits appeared within six weeks and continued to grow slowly over the following months. Participants in the walking group also reported better sleep and mood, although those outcomes were self-reported and less reliable.',
      },
      { h2: 'Not a replacement for medicine' },
      {
        p: 'The authors stressed that walking should not replace medication for people whose blood pressure is already high enough to need it. Everyone in the trial had only mildly raised readings and was under regular medical supervision.',
      },
      {
        p: 'Dr Samuel Adeyemi, a cardiologist who was not involved in the study, said the findings were useful because they focused on an age group that is often underrepresented in exercise research. Older adults, he said, sometimes assume that exercise has to be strenuous to be worthwhile.',
      },
      {
        quote:
          'Patients often tell me they are too old to start exercising. This trial is a good answer: you are not too old, and you do not need to do much. You just need to do it most days.',
        by: 'Dr Samuel Adeyemi, cardiologist',
      },
      {
        p: 'Anyone with heart disease, joint problems or balance difficulties should speak to a doctor before starting a new exercise routine, the researchers said.',
      },
    ],
    tags: ['Blood pressure', 'Exercise', 'Ageing'],
    keywords: ['brisk walking blood pressure', 'exercise older adults', 'hypertension study', 'walking trial'],
    focusKeyword: 'blood pressure',
    image: 'health-2',
    imageAlt: 'Abstract illustration of footsteps along a winding park path with a soft heartbeat line',
    hoursAgo: 37,
  },
  {
    title: 'Dengue cases rise early this season; health department urges checks on stored water',
    category: 'Health',
    description:
      'Cases in the city have more than doubled compared with the same weeks last year. Officials say most mosquito breeding is happening inside homes, in containers people forget about.',
    excerpt:
      'Flower pots, water coolers, old tyres and rooftop tanks are the main culprits. Health workers are going door to door, but officials say a ten-minute weekly check by each household would do more.',
    body: [
      {
        p: 'Dengue cases in the city have risen earlier than usual this year, with 1,246 confirmed infections recorded so far, more than double the number in the same period last year, the municipal health department said on Friday.',
      },
      {
        p: 'Officials attributed the early rise to intermittent pre-monsoon showers followed by warm, humid days, conditions that allow the Aedes mosquito, which spreads dengue, to breed rapidly in small pools of clean standing water.',
      },
      {
        p: 'Surveys by the department’s field teams found that about 70 per cent of breeding sites were inside homes or on their premises: water stored in drums and buckets, trays beneath refrigerators and flower pots, desert coolers, rooftop tanks without lids, and discarded tyres and containers on terraces.',
      },
      {
        quote:
          'The Aedes mosquito does not breed in drains or garbage heaps. It breeds in the clean water we store ourselves. Every household can break the chain with a ten-minute check once a week.',
        by: 'Dr Rekha Menon, city health officer',
      },
      { h2: 'What households should do' },
      {
        p: 'The department has asked residents to carry out a weekly dry day, emptying, scrubbing and drying any container that holds water, and to cover water storage tanks and drums tightly. Desert coolers should be emptied and dried at least once a week, or treated with a few drops of kerosene if they cannot be emptied.',
      },
      {
        p: 'Doctors also advise wearing full-sleeved clothing during the day, when Aedes mosquitoes are most active, and using repellents and bed nets, especially for young children and elderly relatives who nap during the day.',
      },
      { h2: 'Warning signs' },
      {
        p: 'Most people with dengue recover with rest, fluids and paracetamol for fever. Doctors warn against using painkillers such as ibuprofen or aspirin, which can increase the risk of bleeding. Patients should seek urgent care if they develop severe abdominal pain, persistent vomiting, bleeding from the gums or nose, restlessness or extreme tiredness, usually between the third and seventh day of illness when the fever begins to come down.',
      },
      {
        p: 'All government hospitals have set aside dengue wards, and free testing is available at 62 urban health centres. Private laboratories have been asked to report every positive result to the department within 24 hours.',
      },
      {
        quote:
          'The dangerous phase is often when the fever goes away and the family thinks the patient is getting better. That is exactly when they need to watch closely and come to hospital if the warning signs appear.',
        by: 'Dr Vivek Anand, physician, district hospital',
      },
      {
        p: 'Field teams will visit about 3.5 lakh homes over the next month. Officials said they would issue notices, and in repeated cases fines, to construction sites and commercial buildings found with mosquito breeding.',
      },
      {
        p: 'The department has also set up a helpline where residents can report stagnant water in public places such as abandoned lots and construction sites.',
      },
    ],
    tags: ['Dengue', 'Monsoon', 'Public health'],
    keywords: ['dengue cases rise', 'aedes mosquito breeding', 'dengue warning signs', 'dengue prevention tips'],
    focusKeyword: 'dengue',
    image: 'health-3',
    imageAlt: 'Abstract illustration of a stylised mosquito over rippling water in a clay pot',
    hoursAgo: 74,
  },
  {
    title: 'Doctors urged to screen adults for fatty liver earlier, under new guidance',
    category: 'Health',
    description:
      'A national society of liver specialists says adults with diabetes, obesity or high cholesterol should be checked for fatty liver disease, which often has no symptoms until late.',
    excerpt:
      'The guidance recommends a simple blood-based score followed by a scan only for those at higher risk. The aim is to catch liver scarring years before it becomes cirrhosis.',
    body: [
      {
        p: 'Adults with type 2 diabetes, obesity or abnormal cholesterol should be routinely screened for fatty liver disease, according to new guidance issued by the Association of Liver Physicians, a national body of specialists.',
      },
      {
        p: 'Fatty liver disease, in which fat builds up in liver cells, is now thought to affect roughly one in three adults in many countries, most of whom do not drink heavily. In most people it causes no harm. But in a minority, the fat triggers inflammation and scarring, known as fibrosis, which can progress over many years to cirrhosis and liver cancer.',
      },
      {
        p: 'Because the condition usually causes no symptoms until the damage is advanced, many patients are diagnosed late. The guidance aims to change that by asking family doctors and diabetes clinics to look for it in people most at risk.',
      },
      {
        quote:
          'We see too many patients for the first time when they already have cirrhosis, and when we look back, the warning signs were in their blood reports for a decade. Screening is about using information we already have.',
        by: 'Dr Anjali Krishnan, hepatologist and co-chair of the guidance panel',
      },
      { h2: 'A two-step approach' },
      {
        p: 'The guidance recommends a two-step approach to keep costs down. First, doctors calculate a simple fibrosis score using age, platelet count and two routine liver enzyme tests, all of which are usually available from standard blood work. Patients with a low score need only be checked again in two to three years.',
      },
      {
        p: 'Those with an intermediate or high score should have a specialised ultrasound scan that measures liver stiffness, a marker of scarring. Only patients whose scans suggest significant fibrosis need to be referred to a liver specialist.',
      },
      {
        p: 'The panel estimates that, in a typical diabetes clinic, about 70 per cent of patients would be cleared by the first step alone.',
      },
      { h2: 'Treatment is mostly lifestyle' },
      {
        p: 'For most patients, the main treatment remains weight loss, more physical activity and better control of blood sugar and cholesterol. Studies suggest that losing 7 to 10 per cent of body weight can reduce liver fat substantially and, in some cases, reverse early scarring.',
      },
      {
        p: 'Some family doctors welcomed the guidance but questioned how it would work in busy clinics. Dr Rohan Bhatt, a general practitioner, said many patients already struggle with multiple appointments for diabetes and blood pressure, and doctors need simple tools built into laboratory reports.',
      },
      {
        quote:
          'If the lab can print the fibrosis score automatically on the report, screening will happen. If I have to calculate it by hand between patients, it often will not.',
        by: 'Dr Rohan Bhatt, general practitioner',
      },
      {
        p: 'The association said it was working with laboratory networks to add the score to standard liver function reports.',
      },
      {
        p: 'Patients who want to know their own risk can ask their doctor about the score at their next routine blood test.',
      },
    ],
    tags: ['Liver health', 'Diabetes', 'Screening'],
    keywords: ['fatty liver screening', 'liver fibrosis score', 'fatty liver guidance', 'non-alcoholic fatty liver'],
    focusKeyword: 'fatty liver',
    image: 'health-4',
    imageAlt: 'Abstract illustration of a softly glowing liver shape made of leaves and light',
    hoursAgo: 196,
  },
  {
    title: 'Hospital canteens swapped sugary drinks for water, and sales barely dipped',
    category: 'Health',
    description:
      'Four public hospitals removed sweetened drinks from canteens and vending machines for a year. Total beverage revenue fell by less than 3 per cent as buyers switched to other options.',
    excerpt:
      'Staff, patients and visitors bought more bottled water, buttermilk and unsweetened tea. The experiment suggests that changing what is on the shelf can be easier than changing minds.',
    body: [
      {
        p: 'When four public hospitals removed sugar-sweetened drinks from their canteens and vending machines, managers expected complaints and a sharp fall in sales. A year later, total revenue from beverages at the hospitals fell by just 2.8 per cent, according to an evaluation published by the hospitals’ nutrition committee.',
      },
      {
        p: 'The hospitals replaced soft drinks, sweetened juices and energy drinks with bottled and filtered water, unsweetened tea and coffee, buttermilk, coconut water and lightly salted lemon water. Prices were set so that the healthier options were equal to or cheaper than the drinks they replaced.',
      },
      {
        p: 'Sales of water rose by 64 per cent and buttermilk by 41 per cent. The evaluation estimated that the change removed about 5.3 tonnes of added sugar from the diets of staff, patients and visitors over the year.',
      },
      {
        quote:
          'We spend our days telling patients to cut down on sugar. It felt wrong to sell them a cola on their way out of the diabetes clinic.',
        by: 'Dr Priya Sundaram, chair, hospital nutrition committee',
      },
      { h2: 'Staff were the hardest to convince' },
      {
        p: 'Resistance came mostly from hospital staff, particularly those working night shifts, who had relied on sweetened drinks and energy drinks to stay alert. The committee responded by extending the hours of the tea and coffee counter and adding a free filtered water station on each ward floor.',
      },
      {
        p: 'A survey of 800 staff at the end of the year found that 58 per cent supported keeping the policy, 27 per cent were neutral and 15 per cent wanted sugary drinks back. Among nurses, support was higher, at 66 per cent.',
      },
      {
        quote:
          'I used to have two energy drinks on a night shift. For the first two weeks I was grumpy. Now I drink tea and water, and honestly I sleep better after the shift.',
        by: 'Karthik Raj, staff nurse',
      },
      { h2: 'Could it work elsewhere?' },
      {
        p: 'Public health experts said the results added to evidence that changing the food environment, what is available and at what price, can be more effective than relying on information campaigns alone. They cautioned, however, that people may simply buy sugary drinks outside hospital gates.',
      },
      {
        p: 'The committee acknowledged that it could not measure what people bought elsewhere. But it noted that a count of drink bottles found in ward waste bins fell by about a third over the year, suggesting that many visitors did not bring their own.',
      },
      {
        p: 'The state health department is now considering extending the policy to all district hospitals, and a group of private hospitals has asked for a copy of the evaluation.',
      },
      {
        p: 'The committee has also published its price lists and supplier contracts online so that other hospitals can copy the approach without starting from scratch.',
      },
    ],
    tags: ['Nutrition', 'Sugar', 'Hospitals'],
    keywords: ['sugary drinks ban', 'hospital canteen policy', 'healthy food environment', 'added sugar reduction'],
    focusKeyword: 'sugary drinks',
    image: 'health-5',
    imageAlt: 'Abstract illustration of a clear water glass beside citrus slices on a bright tray',
    hoursAgo: 342,
  },
  {
    title: 'Free eye screening reaches 9,000 schoolchildren in a single month',
    category: 'Health',
    description:
      'A district campaign found that about one in 12 children screened needed glasses, most of them for the first time. Spectacles were delivered to schools within three weeks.',
    excerpt:
      'Teachers say some children who were labelled inattentive simply could not see the blackboard. Volunteers from an optometry college did most of the testing.',
    body: [
      {
        p: 'A month-long eye screening campaign in government schools in Rajnandpur district has tested 9,140 children, of whom 746 were found to need spectacles, district health officials said on Thursday.',
      },
      {
        p: 'Most of those children had never had an eye test before. The most common problem was short-sightedness, which makes distant objects such as a blackboard look blurry. Twenty-two children with more serious conditions were referred to the district hospital.',
      },
      {
        p: 'The screening was carried out by 40 students and teachers from a local optometry college, working with school health teams. Glasses, paid for from a district health fund at about ₹350 a pair, were delivered to schools within three weeks.',
      },
      {
        quote:
          'One boy in Class 6 had been moved to the back of the room for not paying attention. He could not read anything on the board. The day he got his glasses, he asked to sit in the front row.',
        by: 'Sarita Kumari, headmistress, government upper primary school',
      },
      {
        p: 'Officials plan to repeat the screening every year and to extend it to private schools that wish to take part. Parents have been asked to make sure children wear their glasses at home as well as in school.',
      },
    ],
    tags: ['Eye care', 'Children', 'Schools'],
    keywords: ['school eye screening', 'children spectacles', 'vision test camp', 'short-sightedness children'],
    focusKeyword: 'eye screening',
    image: 'health-6',
    imageAlt: 'Abstract illustration of a pair of round spectacles over a colourful letter chart',
    hoursAgo: 519,
  },
  {
    title: 'Teenagers lose nearly an hour of sleep on school nights, survey finds',
    category: 'Health',
    description:
      'A survey of 5,600 students aged 13 to 17 found they sleep an average of 6 hours 50 minutes on school nights, well below the eight to ten hours doctors recommend.',
    excerpt:
      'Phones in the bedroom and early starts for coaching classes were the biggest factors. Students who kept devices out of their rooms slept about 40 minutes longer.',
    body: [
      {
        p: 'Teenagers sleep an average of 6 hours and 50 minutes on school nights, nearly an hour less than on weekends and well below recommended levels, according to a survey of 5,600 students aged 13 to 17 carried out by a paediatric sleep research group.',
      },
      {
        p: 'Doctors generally recommend eight to ten hours of sleep a night for teenagers. Only 14 per cent of students surveyed met that guideline on school nights.',
      },
      {
        p: 'Two factors stood out. Students who kept a phone or tablet in their bedroom at night slept about 40 minutes less than those who did not. And students who attended early-morning coaching classes before school, often starting at 6 am, slept the least of all, averaging just under six hours.',
      },
      {
        quote:
          'Teenagers’ body clocks naturally shift later. When you combine that with phones in bed and 6 am classes, you get a generation that is chronically short of sleep.',
        by: 'Dr Meera Joshi, paediatric sleep specialist',
      },
      {
        p: 'The researchers recommended charging phones outside the bedroom and said schools and coaching centres should avoid very early start times where possible.',
      },
    ],
    tags: ['Sleep', 'Teenagers', 'Screen time'],
    keywords: ['teenage sleep survey', 'school night sleep', 'phones in bedroom', 'adolescent health'],
    focusKeyword: 'sleep',
    image: 'health-7',
    imageAlt: 'Abstract illustration of a crescent moon over a quiet bedroom window with a glowing phone',
    hoursAgo: 688,
  },
  // ─────────────────────────────── Jobs ───────────────────────────────
  {
    title: 'Gig workers’ welfare board: what the new scheme means for delivery riders',
    category: 'Jobs',
    description:
      'A state law now requires app-based platforms to pay a 1.5 per cent welfare fee on every transaction. Here is what riders and drivers can expect, and what is still unclear.',
    excerpt:
      'Accident cover, a small pension account and a grievance cell are promised to about 4.2 lakh app-based workers in the state. Registration opens next month, but the details will decide whether it works.',
    body: [
      {
        p: 'For the roughly 4.2 lakh people in the state who earn a living through delivery, ride-hailing and home-services apps, a new law that came into force this week promises something most have never had: a safety net that does not depend on any single company.',
      },
      {
        p: 'The Platform-Based Gig Workers (Registration and Welfare) Act sets up a state welfare board funded mainly by a fee of 1.5 per cent on every payment that platforms make to workers. The board will run accident insurance, a contributory pension account and a grievance redressal system. Registration for workers opens next month through a state portal and at common service centres.',
      },
      {
        p: 'Labour department officials estimate the fee will raise between ₹180 crore and ₹220 crore in its first full year, depending on how fast the platform economy grows. The state will add a one-time grant of ₹50 crore to get the board running.',
      },
      { h2: 'What workers get' },
      {
        p: 'The scheme’s benefits, as notified in the rules published on Monday, fall into four broad categories. Officials stressed that the amounts are starting figures and can be revised by the board once it knows how much money is coming in.',
      },
      {
        ul: [
          'Accident insurance: ₹5 lakh for death or permanent disability while working, and up to ₹1 lakh for hospital treatment after a work-related accident',
          'Pension account: the board will match a worker’s own contribution up to ₹500 a month, invested in a government-backed retirement scheme',
          'Maternity support: a one-time payment of ₹15,000 for women workers registered for at least six months',
          'Grievance cell: a helpline and online portal to complain about account deactivations, withheld payments or unsafe conditions, with a 30-day deadline for a response',
        ],
      },
      {
        p: 'Each registered worker will receive a unique welfare ID that stays the same regardless of how many apps they work for or how often they switch. That matters in a sector where many people juggle two or three platforms to fill their day.',
      },
      {
        quote:
          'I work for two food apps and one parcel app. If I get hurt on the road, which company is responsible? Until now, the answer was nobody. With one ID, at least I know where to go.',
        by: 'Imran Shaikh, delivery rider, 29',
      },
      { h2: 'The deactivation question' },
      {
        p: 'For many workers, the most important part of the law is not money but a clause on account deactivation. Platforms must now give a worker written reasons before blocking an account, except in cases involving safety complaints, and must allow the worker to respond. Workers who believe they were blocked unfairly can appeal to the board’s grievance cell.',
      },
      {
        p: 'Riders’ groups say sudden deactivation, often triggered by customer ratings or automated checks that workers cannot see, is their single biggest fear. A survey of 1,800 app-based workers by a labour research collective last year found that 36 per cent had been blocked at least once, and that most received no explanation.',
      },
      {
        quote:
          'When your account is blocked, your income goes to zero overnight. You have EMIs on your bike and rent to pay. A written reason and a chance to reply is the minimum dignity any worker should have.',
        by: 'Lakshmi Narayanan, general secretary, App-Based Workers’ Union',
      },
      {
        p: 'Platforms have agreed in principle but raised concerns about the timelines. An industry association representing delivery and mobility companies said in a statement that its members supported worker welfare but that some deactivations, for example in cases of suspected fraud, needed to be immediate.',
      },
      { h2: 'Concerns about the fee' },
      {
        p: 'The industry association also argued that the 1.5 per cent fee would eventually be passed on in some form, either to customers through higher delivery charges or to workers through lower incentives. Small platforms, it said, would find the compliance burden heavier than large ones.',
      },
      {
        p: 'Economists who study the sector say the fee is modest compared with the cost of accidents and income shocks that workers currently absorb alone. Dr Sameer Kulkarni, a labour economist at a state university, said the design, which links the fee to transactions rather than to an employment relationship, avoids the long-running legal question of whether gig workers are employees.',
      },
      {
        quote:
          'This law quietly sidesteps the argument that has paralysed policy for years. It does not say these workers are employees. It simply says that every rupee earned through a platform carries a small contribution towards their security. That is a practical compromise.',
        by: 'Dr Sameer Kulkarni, labour economist',
      },
      {
        p: 'There are open questions, however. The rules do not yet say how the board will verify the transaction data that platforms report, or what penalties apply to under-reporting. Officials said an audit framework would be notified within three months.',
      },
      {
        p: 'Another gap concerns workers who do not meet the 90-day threshold, such as students who deliver food during vacations or people who join an app for a few weeks between other jobs. They will not be covered in the first phase, although the fee will still be collected on their earnings. Officials said the board would consider a lower tier of accident-only cover for short-term workers once registrations settle down.',
      },
      {
        p: 'Enforcement will also be tested by the way platforms are structured. Some companies route payments through subcontracted fleet operators rather than paying riders directly. The rules say the fee applies to the final payment reaching the worker, whoever makes it, but lawyers expect early disputes over who is liable.',
      },
      { h2: 'How to register' },
      {
        p: 'Registration is free. Workers aged 18 to 60 who have completed at least 90 days of work on any platform in the past year are eligible. They will need an Aadhaar number, a bank account linked to a mobile number, and the worker ID issued by at least one platform. Platforms are required to share work history with the board once a worker consents, so workers do not have to collect proof themselves.',
      },
      {
        p: 'The labour department plans registration camps at major delivery hubs and ride-hailing parking areas in the first two months, as many workers have little time to visit government offices during working hours. Union representatives have asked for camps to run late into the evening.',
      },
      {
        p: 'For Imran Shaikh, who spends up to 11 hours a day on his motorcycle, the most appealing benefit is the pension account. At 29, he had not thought much about old age until his father, a former autorickshaw driver, had to stop work at 58 with no savings. He says he plans to put in ₹500 a month and let the board match it.',
      },
      {
        p: 'Whether the scheme delivers will depend on how quickly claims are paid and whether the grievance cell has teeth. The labour minister has promised a public dashboard showing registrations, claims and complaints. Workers’ groups say they will be watching it closely.',
      },
    ],
    tags: ['Gig economy', 'Labour law', 'Social security', 'Delivery workers'],
    keywords: [
      'gig workers welfare board',
      'delivery riders scheme',
      'platform workers law',
      'gig worker registration',
      'account deactivation rules',
    ],
    focusKeyword: 'welfare board',
    image: 'jobs-1',
    imageAlt: 'Abstract illustration of delivery riders on scooters moving along a glowing city grid',
    trending: true,
    hoursAgo: 13,
  },
  {
    title: 'Campus placements: engineering colleges report 12% rise in job offers',
    category: 'Jobs',
    description:
      'A survey of 140 colleges shows more offers this season, led by manufacturing, electronics and core engineering firms. Median salaries for freshers, however, have barely moved.',
    excerpt:
      'IT services still make the most offers, but their share has fallen. Students in mechanical and electrical branches are the biggest winners of a shift towards factories and chip-related roles.',
    body: [
      {
        p: 'Engineering colleges have reported a 12 per cent rise in campus job offers this placement season, according to a survey of 140 institutions conducted by a placement officers’ association, with manufacturing and electronics companies accounting for much of the increase.',
      },
      {
        p: 'The survey counted 61,300 offers across the colleges, compared with 54,700 last year. The share of offers from IT services companies fell from 58 per cent to 49 per cent, while manufacturing, electronics and semiconductor-related firms together rose from 17 per cent to 26 per cent.',
      },
      {
        p: 'Placement officers said the shift reflected new factory investments in electronics assembly, electric vehicles and components, which need engineers for production, quality and maintenance roles rather than software development.',
      },
      {
        quote:
          'For years, a mechanical or electrical student’s best chance of a job was to learn coding and join an IT company. This year, core companies came back to campus in numbers we have not seen in a decade.',
        by: 'Prof. R Venkatesan, placement officer and association president',
      },
      { h2: 'Salaries flat' },
      {
        p: 'The rise in offers did not translate into higher pay for most freshers. The median annual salary offered was ₹4.6 lakh, up only slightly from ₹4.5 lakh last year. Top offers at leading institutes ran into tens of lakhs, but those were a small fraction of the total.',
      },
      {
        p: 'Manufacturing roles typically paid somewhat less than software jobs at the start, the survey found, with a median of ₹4.1 lakh, but many came with shift allowances, subsidised housing near plants and structured training programmes.',
      },
      {
        p: 'Several placement officers noted that students were increasingly weighing location. Factory jobs are often in industrial towns far from large cities, which some students and their families are reluctant to accept.',
      },
      {
        quote:
          'I got two offers, one in software in a big city and one at an electronics plant two hours from home. The plant pays a little less, but I will work on actual hardware and live near my parents. I chose the plant.',
        by: 'Divya Ramesh, final-year electronics student',
      },
      { h2: 'Tier-2 colleges gain' },
      {
        p: 'The survey found that colleges outside the top tier gained more than elite institutes, with offers at tier-2 and tier-3 colleges up 16 per cent compared with 5 per cent at the top 20 colleges. Manufacturing firms, officers said, tend to recruit widely across regional colleges near their plants.',
      },
      {
        p: 'Students in computer science still received the most offers of any branch, but their numbers were flat. Mechanical engineering offers rose 31 per cent and electrical engineering offers 27 per cent.',
      },
      {
        p: 'The association cautioned that offers are not the same as jobs. In recent years, some companies have delayed joining dates by several months. It plans to track how many of this year’s offers result in students actually starting work by December.',
      },
    ],
    tags: ['Campus placements', 'Engineering', 'Freshers'],
    keywords: ['campus placements', 'engineering job offers', 'fresher salaries', 'manufacturing hiring'],
    focusKeyword: 'campus job offers',
    image: 'jobs-2',
    imageAlt: 'Abstract illustration of graduation caps rising towards a row of factory and office icons',
    hoursAgo: 52,
  },
  {
    title: 'State transport corporation to recruit 4,500 drivers and conductors',
    category: 'Jobs',
    description:
      'Applications open on the 15th for posts across 32 depots. Here are the eligibility rules, the selection process and the salary, along with the documents you will need.',
    excerpt:
      'The recruitment is the corporation’s largest in eight years and comes as it adds 1,200 new buses, including 400 electric ones. Women candidates get a height relaxation and a separate training batch.',
    body: [
      {
        p: 'The state road transport corporation has announced recruitment for 4,500 posts, including 2,600 drivers and 1,900 conductors, its largest hiring drive in eight years. Applications will be accepted online from the 15th of this month for 30 days.',
      },
      {
        p: 'The corporation is expanding its fleet by 1,200 buses over the next 18 months, including 400 electric buses for city and intercity routes. Officials said many current staff are also due to retire in the next three years.',
      },
      { h2: 'Who can apply' },
      {
        ul: [
          'Drivers: Class 10 pass, a valid heavy passenger vehicle licence held for at least three years, age 24 to 40',
          'Conductors: Class 12 pass, a valid conductor licence, age 18 to 38',
          'Age relaxation of five years for reserved categories and three years for ex-servicemen, as per state rules',
          'Minimum height 160 cm for drivers, relaxed to 150 cm for women candidates',
        ],
      },
      {
        p: 'Candidates must be able to read and write the state language. Drivers must also pass an eyesight test and a medical examination.',
      },
      { h2: 'Selection process' },
      {
        p: 'Driver candidates will take a written test of 50 multiple-choice questions on road rules, vehicle maintenance and first aid, followed by a practical driving test on a course and in traffic. Conductor candidates will take a written test on arithmetic, general knowledge and the state language, followed by a document check.',
      },
      {
        p: 'Selected candidates will undergo six weeks of paid training. Drivers assigned to electric buses will receive an additional two weeks of training on regenerative braking, battery management and charging procedures.',
      },
      {
        quote:
          'Electric buses drive differently. They are quiet, they accelerate quickly, and a good driver can stretch the range by 15 per cent. We want our new drivers to learn that from day one.',
        by: 'S Muralidharan, chief traffic manager, state transport corporation',
      },
      { h2: 'Pay and benefits' },
      {
        p: 'Drivers will start on a consolidated salary of about ₹28,500 a month and conductors about ₹24,000, rising with allowances for night duty and long-distance routes. After two years of satisfactory service, staff will be regularised on the corporation’s pay scale, with provident fund, medical cover and pension benefits.',
      },
      {
        p: 'The corporation said it hoped to increase the number of women drivers, who currently make up fewer than 1 per cent of its drivers. Women candidates will be trained in a separate batch if they prefer, and depots with women staff will have separate rest rooms.',
      },
      {
        p: 'Applications must be submitted on the corporation’s website along with scanned copies of the licence, educational certificates, caste certificate where applicable and a recent photograph. The application fee is ₹500, with a reduced fee of ₹250 for reserved categories. Officials warned candidates against agents promising jobs for money and said selection would be based solely on test results.',
      },
    ],
    tags: ['Government jobs', 'Recruitment', 'Transport'],
    keywords: ['bus driver recruitment', 'conductor vacancies', 'state transport jobs', 'government job notification'],
    focusKeyword: 'conductors',
    image: 'jobs-3',
    imageAlt: 'Abstract illustration of a row of buses in a depot with a bright recruitment banner',
    hoursAgo: 97,
  },
  {
    title: 'Mid-size IT firms step up hiring in tier-2 cities as metro costs bite',
    category: 'Jobs',
    description:
      'Companies with 2,000 to 20,000 employees are opening offices in smaller cities, where rents are lower and attrition is half the big-city rate, recruiters say.',
    excerpt:
      'Coimbatore, Indore, Bhubaneswar and Nagpur-sized cities are drawing new delivery centres. Employees trade lower pay for shorter commutes and lower rent, and many are returning home.',
    body: [
      {
        p: 'Mid-size IT services and software companies are expanding their presence in smaller cities, with hiring in tier-2 locations rising by about 19 per cent over the past year, according to data compiled by a staffing firm that tracks job postings.',
      },
      {
        p: 'The staffing firm, Talentbridge Analytics, said companies with between 2,000 and 20,000 employees accounted for most of the growth. Large IT services companies have long had campuses in some smaller cities, but mid-size firms have traditionally concentrated their staff in a handful of metros.',
      },
      {
        p: 'Recruiters cited three reasons for the shift: office rents in smaller cities that are often less than half metro levels, lower salary expectations, and, most importantly, much lower attrition. Employees in smaller cities tend to stay longer, they said, because there are fewer competing employers and because many have family nearby.',
      },
      {
        quote:
          'In a big city, a good developer gets three calls a week from other companies. In a smaller city, they are more settled. For a mid-size company that cannot match the largest salaries, that stability is worth a lot.',
        by: 'Neha Bansal, chief executive, Talentbridge Analytics',
      },
      { h2: 'The trade-off for employees' },
      {
        p: 'Salaries for comparable roles in tier-2 cities are typically 10 to 20 per cent lower than in metros, recruiters said. But many employees find that the savings on rent, commuting and childcare more than make up for the difference.',
      },
      {
        p: 'Arjun Pillai, a 31-year-old software engineer, moved from a metro back to his home city last year when his employer opened an office there. His salary fell by about 12 per cent, but he said he now lives with his parents, walks to work in 15 minutes and saves more each month than he did before.',
      },
      {
        quote:
          'I used to spend three hours a day in traffic and half my salary on rent. Now I have time to coach my nephew’s cricket team in the evenings. I do not think I will move back.',
        by: 'Arjun Pillai, software engineer',
      },
      { h2: 'Infrastructure gaps remain' },
      {
        p: 'Companies said the main constraints in smaller cities were the availability of experienced senior staff, reliable office space with backup power, and flight connections for client visits. Several firms have adopted a hub-and-spoke model, with senior architects and client-facing roles in metros and delivery teams in smaller cities.',
      },
      {
        p: 'State governments have been competing for these offices with incentives including subsidised office space in IT parks, reimbursement of stamp duty and training grants for local graduates. Industry bodies say the most useful step would be better air and rail links.',
      },
      {
        p: 'For job seekers, recruiters advise watching the career pages of mid-size companies rather than only the largest employers, and being open to roles in cities they might not have considered. Local engineering colleges, they add, are increasingly the first place these companies look.',
      },
    ],
    tags: ['IT jobs', 'Tier-2 cities', 'Hiring'],
    keywords: ['tier-2 city jobs', 'it hiring small cities', 'attrition rates', 'mid-size it companies'],
    focusKeyword: 'tier-2',
    image: 'jobs-4',
    imageAlt: 'Abstract illustration of laptops glowing in windows of a mid-rise building in a small city',
    hoursAgo: 170,
  },
  {
    title: 'Apprenticeship scheme crosses 2 lakh enrolments, led by manufacturing',
    category: 'Jobs',
    description:
      'Enrolments under the state apprenticeship programme have doubled in two years. Stipends of ₹9,000 to ₹12,000 a month and a job-offer rate near 60 per cent are drawing young workers.',
    excerpt:
      'Factories, hospitals and retail chains are taking on apprentices for one-year stints. Employers say the scheme lets them test candidates before hiring; trainees say it beats an unpaid internship.',
    body: [
      {
        p: 'Enrolments under the state’s apprenticeship promotion scheme have crossed 2 lakh for the first time, double the number two years ago, the skill development department said on Monday.',
      },
      {
        p: 'Manufacturing companies account for 46 per cent of apprentices, followed by retail and logistics at 18 per cent, healthcare at 11 per cent and hospitality at 9 per cent. Most apprenticeships last a year, during which trainees work on the shop floor or in the workplace while receiving structured instruction.',
      },
      {
        p: 'Apprentices receive a monthly stipend of between ₹9,000 and ₹12,000 depending on their qualification, of which the government reimburses employers up to ₹1,500 a month. The department said about 58 per cent of apprentices who completed training last year were offered permanent jobs by the same employer.',
      },
      {
        quote:
          'An interview tells you how someone talks. A year of apprenticeship tells you how they work. We now hire almost all our machine operators this way.',
        by: 'Farhan Qureshi, plant HR head, an auto components maker',
      },
      { h2: 'Who is signing up' },
      {
        p: 'About 38 per cent of apprentices are graduates in arts, commerce or science who could not find jobs in their field, the department said. Diploma holders and ITI graduates make up most of the rest. Women account for 27 per cent of apprentices, up from 19 per cent two years ago, largely because of growth in healthcare and electronics assembly.',
      },
      {
        p: 'Pooja Yadav, a 22-year-old commerce graduate, spent a year as an apprentice in the warehouse of a retail chain and was hired as an inventory supervisor last month at ₹19,000 a month.',
      },
      {
        quote:
          'After my degree I applied for 40 jobs and heard back from two. The apprenticeship taught me software, stock counts and how to manage people. Now I have something real to put on my CV.',
        by: 'Pooja Yadav, inventory supervisor',
      },
      { h2: 'Concerns about quality' },
      {
        p: 'Trade unions have warned that some employers use apprentices as cheap labour, replacing regular workers with a rotating pool of trainees. The law limits apprentices to 15 per cent of a company’s workforce, but unions say enforcement is weak.',
      },
      {
        p: 'The department said it had carried out inspections at 1,200 establishments last year and cancelled the registration of 37 that were found to be violating rules, including by failing to provide training or paying stipends late. It is setting up a helpline for apprentices to report problems.',
      },
      {
        p: 'Officials aim to reach 3 lakh enrolments by next year, with a focus on bringing more small and medium enterprises into the scheme. Young people interested in apprenticeships can register on the state skills portal, where openings are listed by district and trade.',
      },
      {
        p: 'The department also plans to introduce a certificate, recognised by employers across the state, for apprentices who complete their training and pass a practical assessment.',
      },
    ],
    tags: ['Apprenticeships', 'Skills', 'Youth employment'],
    keywords: ['apprenticeship scheme', 'apprentice stipend', 'skill development jobs', 'manufacturing apprentices'],
    focusKeyword: 'apprenticeship',
    image: 'jobs-5',
    imageAlt: 'Abstract illustration of gears and hands passing a wrench across a factory floor pattern',
    hoursAgo: 263,
  },
  {
    title: 'Women’s workforce participation in the state rises 3 points, survey shows',
    category: 'Jobs',
    description:
      'A state labour survey finds 31.4 per cent of women aged 15 and above were working or looking for work last year, up from 28.4 per cent, with gains mostly in rural areas.',
    excerpt:
      'Self-employment in dairy, tailoring and small shops drove most of the increase. Economists say better-paid, regular jobs for women are still scarce.',
    body: [
      {
        p: 'The share of women aged 15 and above who were working or looking for work in the state rose to 31.4 per cent last year from 28.4 per cent a year earlier, according to the annual labour force survey released by the state’s economics and statistics directorate.',
      },
      {
        p: 'Most of the increase came from rural areas, where participation rose by nearly four points. Self-employment, including work in household dairies, tailoring, small shops and home-based food businesses, accounted for about two-thirds of the rise.',
      },
      {
        p: 'Urban women’s participation rose more modestly, by 1.6 points, driven by jobs in healthcare, retail and electronics assembly.',
      },
      {
        quote:
          'More women are earning, and that is good news. But much of this is unpaid family work or very small self-employment. The challenge is turning it into regular, salaried jobs with social security.',
        by: 'Dr Aparna Sen, labour economist',
      },
      {
        p: 'The survey found that women in regular salaried jobs earned on average ₹14,200 a month, compared with ₹21,600 for men in similar jobs. The directorate said it would publish district-level data next month.',
      },
    ],
    tags: ['Women at work', 'Labour survey', 'Employment'],
    keywords: ['women workforce participation', 'labour force survey', 'female employment', 'gender pay gap'],
    focusKeyword: 'participation',
    image: 'jobs-6',
    imageAlt: 'Abstract illustration of women at work in a tailoring shop and an office, drawn in warm colours',
    hoursAgo: 377,
  },
  {
    title: 'Recruitment exam calendar released: key dates for state job aspirants',
    category: 'Jobs',
    description:
      'The state public service commission has published dates for 18 exams over the next 12 months, covering about 9,800 posts from clerks to engineers and forest guards.',
    excerpt:
      'Aspirants now have a full year’s schedule in advance. The commission has also promised to declare results within 90 days of each exam and to stop clashing dates with university exams.',
    body: [
      {
        p: 'The state public service commission has released its recruitment calendar for the next 12 months, listing 18 examinations for about 9,800 posts across government departments.',
      },
      {
        p: 'The largest exams are for junior assistants and clerks, with 3,200 posts, and for police sub-inspectors, with 1,100 posts. The calendar also includes exams for assistant engineers, agriculture officers, forest guards, lecturers in government colleges and staff nurses.',
      },
      {
        p: 'For the first time, the commission has committed to announcing results within 90 days of each written exam and to avoiding dates that clash with major university examinations, a long-standing demand of student groups.',
      },
      {
        quote:
          'Aspirants spend years preparing, and uncertainty is the hardest part. A fixed calendar lets them plan their lives, their coaching and their finances.',
        by: 'Dr K Subramaniam, chairperson, state public service commission',
      },
      {
        p: 'Detailed notifications with eligibility criteria, fees and syllabi will be published at least 45 days before each exam. Candidates are advised to keep their certificates and category documents ready and to apply only through the commission’s official website.',
      },
      {
        p: 'The commission has also said it will publish provisional answer keys within a week of each exam, giving candidates a chance to raise objections before results are finalised.',
      },
    ],
    tags: ['Government jobs', 'Exams', 'Aspirants'],
    keywords: ['recruitment exam calendar', 'public service commission exams', 'state government jobs', 'exam dates'],
    focusKeyword: 'calendar',
    image: 'jobs-7',
    imageAlt: 'Abstract illustration of a calendar grid with pencils and exam sheets in soft blue tones',
    hoursAgo: 556,
  },
  // ─────────────────────────────── Sports ───────────────────────────────
  {
    title: 'The small-town kabaddi academy that has produced three national captains',
    category: 'Sports',
    description:
      'On a mud court behind a temple in Hiranwadi, a retired wrestler has spent 22 years building one of the country’s most reliable kabaddi nurseries. This is how he does it.',
    excerpt:
      'No air-conditioned gym, no foreign coaches and a budget that would not cover a single pro league salary. What the Hiranwadi academy has instead is patience, discipline and a coach who watches feet.',
    body: [
      {
        p: 'The court at Hiranwadi is not much to look at. It is a rectangle of packed red earth behind the village temple, marked out with lime powder that has to be re-drawn every morning. There are two floodlights, one of which flickers. The changing room is a tin shed. And yet, in the past decade, this patch of ground has sent three players to captain national kabaddi teams and more than 40 to the professional league.',
      },
      {
        p: 'The man behind it is Dattatray Bhosale, 67, a former state-level wrestler who started coaching village boys in 2003 because, he says, they were getting into fights and needed something better to do with their evenings. Twenty-two years later, the Hiranwadi Kabaddi Academy trains about 120 boys and, since 2017, about 45 girls, most from farming and labouring families in the surrounding villages.',
      },
      { h2: 'Feet first' },
      {
        p: 'Visitors who expect to find a secret training method are usually disappointed. Training begins at 5.30 am with an hour of running on the road to the next village and back, followed by an hour of footwork drills. Bhosale believes that kabaddi is decided by feet, not hands: a raider who cannot change direction in a single step will be caught, and a defender who plants his feet wrongly will be dragged across the line.',
      },
      {
        p: 'He watches feet obsessively. During drills he often crouches at the edge of the court, eyes at ankle height, calling out corrections in a voice that carries across the fields. Players learn early that their coach will notice a heel lifted a fraction too soon.',
      },
      {
        quote:
          'Everybody watches the hands, because the hands touch and the hands tackle. But the hands only go where the feet have already decided to go. If I fix the feet, the rest follows.',
        by: 'Dattatray Bhosale, founder and coach, Hiranwadi Kabaddi Academy',
      },
      {
        p: 'Evenings are for match practice. The academy plays internal games almost every day, with teams mixed so that younger players face older ones. Bhosale believes that losing to stronger players at 13 is the best preparation for facing them at 20.',
      },
      { h2: 'Three captains from one court' },
      {
        p: 'The academy’s most famous products are the three players who went on to captain national sides: Santosh Jadhav, who led the men’s team at a continental championship; Vikas More, who captained the under-21 side; and Pranali Shinde, who captained the women’s team at an international invitational tournament last year. All three began training at Hiranwadi before the age of 12.',
      },
      {
        p: 'Jadhav, now 31 and playing his final seasons in the professional league, says the most valuable thing the academy gave him was not skill but habits. He still runs at 5.30 every morning, even in hotel towns during the league season, because, he says, his body does not know how to wake up any later.',
      },
      {
        quote:
          'When I first went to a national camp, the coaches asked who had taught me to fall without getting hurt. Every Hiranwadi player knows how to fall. We learned it on hard mud, so we learned it properly.',
        by: 'Santosh Jadhav, former national captain',
      },
      {
        p: 'Pranali Shinde’s path was harder. When Bhosale opened the academy to girls in 2017, some families in the village objected, and for the first year the girls trained at a separate time, in the early afternoon, when fewer people were around. Shinde’s father, a sugarcane cutter, walked her to training and waited by the court every day for two years.',
      },
      {
        p: 'Today the girls train alongside the boys in the evening sessions, and several of the village’s loudest critics now come to watch their matches. Shinde, who works with a state government department under a sports quota and trains at the academy when she is home, says younger girls now see kabaddi as a realistic route to a job and respect.',
      },
      { h2: 'Money, and the lack of it' },
      {
        p: 'The academy runs on about ₹14 lakh a year. Most of that comes from former students who now earn in the professional league and send money back, along with donations from local sugar cooperatives and a small annual grant from the district sports office. Bhosale takes no salary. Two assistant coaches, both former students, are paid ₹15,000 a month each.',
      },
      {
        ul: [
          'Trainees: about 120 boys and 45 girls, aged 10 to 22',
          'Annual budget: about ₹14 lakh',
          'National captains produced: 3',
          'Professional league players produced: 41',
          'Daily training: about five hours, in two sessions',
        ],
      },
      {
        p: 'The money covers shoes, food and travel to tournaments. Every trainee gets a glass of milk, two eggs or a bowl of sprouted pulses, and a banana after morning training, which for some is the most nutritious meal of the day. Bhosale says nutrition is the difference between a talented village boy and a professional athlete, and that he would spend more on it if he could.',
      },
      {
        p: 'He has turned down offers to move the academy to a synthetic indoor court in the district town, which a private sponsor offered to build. Mud, he argues, builds stronger ankles and forces players to be careful, and moving to town would cut off children from the villages who walk to training. He would, however, like a covered court for the monsoon months, when training often has to stop for days at a time.',
      },
      { h2: 'What comes after' },
      {
        p: 'Not every Hiranwadi player makes it. For every professional, dozens stop playing in their late teens to work on the family farm, take up jobs or move to cities. Bhosale is aware of this and has begun insisting that trainees stay in school. Those who fail their exams are dropped from tournament teams until they pass.',
      },
      {
        quote:
          'Maybe five in a hundred will earn money from kabaddi. The other ninety-five must also leave this court with something. Discipline, health, education. That is my responsibility too.',
        by: 'Dattatray Bhosale',
      },
      {
        p: 'Former players have also started to give back in other ways. Vikas More, who now coaches a professional league team’s youth squad, brings scouts to Hiranwadi tournaments. Two other former trainees run a small fitness centre in the district town and offer free sessions to academy players.',
      },
      {
        p: 'Bhosale is 67 and has begun to think about who will take over. He says he has two candidates in mind but will not name them, partly to avoid jealousy and partly because he wants to see who keeps turning up at 5.30 am through the next winter. Until then, he will be at the court before sunrise, re-drawing the lime lines and watching the feet.',
      },
    ],
    tags: ['Kabaddi', 'Grassroots sport', 'Coaching', 'Rural India'],
    keywords: [
      'kabaddi academy',
      'village sports academy',
      'national kabaddi captains',
      'grassroots kabaddi coaching',
      'women kabaddi players',
    ],
    focusKeyword: 'kabaddi academy',
    image: 'sports-1',
    imageAlt: 'Abstract illustration of kabaddi players mid-raid on a red earth court under floodlights',
    hoursAgo: 21,
  },
  {
    title: 'Mariners edge Panthers by two runs after a final-over thriller',
    category: 'Sports',
    description:
      'Needing eight off the last over, the Plateau Panthers fell short as 19-year-old left-arm seamer Aditya Rane held his nerve to keep the Konkan Mariners top of the table.',
    excerpt:
      'A rain-shortened contest swung four times in the second innings. Rane, playing only his fourth professional match, conceded five runs in the final over with two dot balls at the death.',
    body: [
      {
        p: 'Konkan Mariners beat Plateau Panthers by two runs in a rain-shortened Coastal Premier League match on Saturday night, with 19-year-old left-arm seamer Aditya Rane defending eight runs in the final over to keep his side top of the table.',
      },
      {
        p: 'Reduced to 17 overs a side after a 70-minute rain delay, the Mariners posted 158 for 6, built on a rapid 61 off 34 balls from opener Kunal Deshpande. The Panthers, chasing, looked in control at 112 for 2 after 12 overs but lost four wickets for 23 runs in the next three overs as the Mariners’ spinners tightened their grip.',
      },
      {
        p: 'Panthers wicketkeeper Rohit Nair revived the chase with 14 runs off the 16th over, leaving his side needing eight off the last six balls with four wickets in hand.',
      },
      { h2: 'Rane’s final over' },
      {
        p: 'Mariners captain Siddharth Menon handed the ball to Rane, who had conceded 19 runs in his first two overs. The teenager began with a wide yorker that Nair could only squeeze for a single. A full toss was then driven for two, leaving five needed off four balls.',
      },
      {
        p: 'Rane then bowled two successive dot balls, both slower deliveries angled across the left-handed Imran Patel. Patel hit the fifth ball for two, leaving three to win off the last ball. Rane’s final delivery, a yorker on leg stump, was dug out for a single, and the Mariners’ players poured onto the field.',
      },
      {
        quote:
          'I was nervous after my first two overs, honestly. But our captain told me to forget them and bowl the ball I trust most. For me that is the yorker. I just kept aiming at the shoes.',
        by: 'Aditya Rane, Konkan Mariners',
      },
      {
        p: 'Menon said he had considered bowling his more experienced seamer but chose Rane because of how well he had bowled yorkers in the nets all week.',
      },
      {
        quote:
          'You back your youngsters in these moments or you never find out what they are made of. He has answered that question tonight.',
        by: 'Siddharth Menon, Konkan Mariners captain',
      },
      { h2: 'Table and what next' },
      {
        p: 'The win takes the Mariners to 14 points from nine matches, two clear of the Harbour City Hawks, who have a game in hand. The Panthers, who have now lost three of their last four, slip to fifth and are at risk of missing the playoffs.',
      },
      {
        p: 'Panthers coach Vivek Sharma said his batters had lost their way in the middle overs. “We had the game in our pocket at 112 for 2,” he said, adding that the team would work on rotating strike against spin before their next match on Tuesday.',
      },
      {
        p: 'The Mariners face the Hawks on Wednesday in a match that could decide the top spot heading into the final week of the league stage.',
      },
    ],
    tags: ['Cricket', 'T20', 'Coastal Premier League'],
    keywords: ['t20 last over finish', 'konkan mariners', 'plateau panthers', 'cricket match report'],
    focusKeyword: 'final over',
    image: 'sports-2',
    imageAlt: 'Abstract illustration of a cricket stadium at night with a bowler in mid-stride',
    trending: true,
    hoursAgo: 6,
  },
  {
    title: 'Teen swimmer breaks national 200m butterfly record at state meet',
    category: 'Sports',
    description:
      'Ananya Kulkarni, 16, clocked 2:13.48 to take more than a second off a mark that had stood for seven years, and now has a realistic shot at an international selection.',
    excerpt:
      'She trains at a public pool that closes for maintenance every monsoon. Her coach says the record came from two years of quiet work on turns and underwater kicks.',
    body: [
      {
        p: 'Sixteen-year-old Ananya Kulkarni broke the national record in the women’s 200m butterfly at the state aquatics championships on Sunday, touching the wall in 2 minutes 13.48 seconds to take 1.21 seconds off a mark set seven years ago.',
      },
      {
        p: 'Kulkarni, who trains at a municipal pool in her home city, led from the first turn and was under record pace at every split. Her time would have placed her in the final at the most recent continental championships.',
      },
      {
        p: 'She swam the first 100 metres in 1:03.9, slightly slower than she had planned, and then held her stroke together through the third length, where butterfly swimmers often fade. Her final 50 metres, in 34.2 seconds, was the fastest closing split of the meet.',
      },
      {
        quote:
          'In the last 25 metres my arms were burning, but I could see the lane rope move and knew I was close. I did not look at the board until I touched. Then I just screamed.',
        by: 'Ananya Kulkarni, swimmer',
      },
      { h2: 'Built on turns' },
      {
        p: 'Her coach, Manoj Deshpande, said the breakthrough came from work on the parts of a race most spectators never notice: the start, the turns and the underwater dolphin kicks after each wall. Over two years, Kulkarni has extended her underwater phase from about 6 metres to nearly 12 metres after each turn, gaining fractions of a second each time.',
      },
      {
        p: 'They have done much of that work with limited resources. The municipal pool where Kulkarni trains closes for about six weeks every monsoon for maintenance, forcing her to travel 30 km to a private club that allows her to use a lane in the early morning.',
      },
      {
        quote:
          'People think records come from big sets and heavy training. Hers came from hundreds of turns done properly, on tired mornings, when nobody was watching.',
        by: 'Manoj Deshpande, coach',
      },
      { h2: 'Next target' },
      {
        p: 'The performance puts Kulkarni in contention for selection to a national squad for an international junior meet later this year. The national federation’s qualifying standard for the event is 2:14.50, which she has now beaten comfortably.',
      },
      {
        p: 'Her family has paid most of her expenses so far, including about ₹2.5 lakh a year on travel, coaching and nutrition. A private foundation that supports young athletes said after the race that it would offer her a scholarship covering training and competition costs for two years.',
      },
      {
        p: 'Kulkarni will also swim the 100m butterfly and the 400m individual medley at the championships this week. She said she would celebrate the record with a plate of pav bhaji, but only after her last race.',
      },
      {
        p: 'Kulkarni is in Class 11 and trains about 20 hours a week, fitting sessions around school. Her school has allowed her to sit some exams on alternative dates during competitions.',
      },
    ],
    tags: ['Swimming', 'Records', 'Young athletes'],
    keywords: ['national swimming record', '200m butterfly record', 'teen swimmer', 'state aquatics championship'],
    focusKeyword: 'butterfly',
    image: 'sports-3',
    imageAlt: 'Abstract illustration of a swimmer in butterfly stroke splashing across a turquoise pool lane',
    hoursAgo: 88,
  },
  {
    title: 'City marathon draws a record 38,000 runners as organisers fix water stations',
    category: 'Sports',
    description:
      'After complaints of empty water tables last year, organisers doubled hydration points. The full marathon was won in 2:14:51, and nearly 9,000 first-timers finished the 10 km.',
    excerpt:
      'From elite runners to office teams in matching T-shirts, the city’s streets were packed by 5 am. Medical teams treated fewer cases of exhaustion than last year despite a humid morning.',
    body: [
      {
        p: 'A record 38,200 runners took part in the city marathon on Sunday morning, up from about 31,000 last year, as organisers doubled the number of water stations along the route after complaints that some ran dry in last year’s race.',
      },
      {
        p: 'The event included a full marathon, a half marathon, a 10 km run and a 5 km family run. The 10 km race was the most popular, with about 16,500 entrants, of whom organisers said nearly 9,000 were running a timed race for the first time.',
      },
      {
        p: 'The men’s full marathon was won by Joseph Kiprono Langat in 2 hours 14 minutes 51 seconds, a course record. The women’s race was won by Saraswati Negi, a 27-year-old army athlete, in 2:36:12, more than three minutes ahead of her nearest rival.',
      },
      {
        quote:
          'The humidity was very heavy after the 30th kilometre. I slowed a little and drank at every station. That is where I won the race, by not running too fast in the middle.',
        by: 'Saraswati Negi, women’s marathon winner',
      },
      { h2: 'Water stations doubled' },
      {
        p: 'Last year, several runners in the half marathon reported that water tables near the 15 km mark had run out, prompting widespread criticism on social media. This year, organisers set up a hydration point every 2 km, with 62 stations in all, and stocked about 4.5 lakh paper cups and 1.2 lakh bottles of water and electrolyte drinks.',
      },
      {
        p: 'Race director Farida Khan said teams had also been assigned to watch stocks by radio and to bring in extra supplies by motorbike if needed. No shortages were reported.',
      },
      {
        quote:
          'We got it wrong last year, and we said so. This year every station had a volunteer whose only job was to count and call. It worked.',
        by: 'Farida Khan, race director',
      },
      { h2: 'Medical teams busy but prepared' },
      {
        p: 'Medical teams treated 412 runners, most for cramps, blisters and mild dehydration. Eleven were taken to hospital for observation and all were discharged by the afternoon, organisers said. There were 14 ambulances and 28 first-aid points along the route, along with doctors on bicycles.',
      },
      {
        p: 'Doctors advised first-time runners to train for at least 10 to 12 weeks before a race, to avoid starting too fast, and to practise drinking while running during training rather than on race day.',
      },
      {
        p: 'About ₹3.6 crore was pledged to 180 charities through runners and corporate teams. Organisers said the date for next year’s race would be announced within a month, and that they were considering an earlier start to avoid the heat.',
      },
      {
        p: 'Traffic on several main roads was diverted between 4 am and 11 am, and the metro began services an hour early to carry runners to the start. Police said the day passed without major incident, though some residents complained that diversions had not been announced widely enough in advance.',
      },
    ],
    tags: ['Marathon', 'Running', 'Fitness'],
    keywords: ['city marathon record', 'marathon water stations', 'marathon results', 'first-time runners'],
    focusKeyword: 'marathon',
    image: 'sports-4',
    imageAlt: 'Abstract illustration of a river of runners streaming through city streets at dawn',
    hoursAgo: 140,
  },
  {
    title: 'Harbourside FC appoint their former academy head as first-team coach',
    category: 'Sports',
    description:
      'Elena Fonseca, who ran the club’s youth system for six years, becomes one of very few women to coach a men’s professional team in the league. She signed a two-year contract.',
    excerpt:
      'Seven of the current first-team squad came through her academy. The club says her job is to rebuild around young players after a season spent fighting relegation.',
    body: [
      {
        p: 'Harbourside FC have appointed Elena Fonseca, the head of their youth academy for the past six years, as first-team coach on a two-year contract, the club announced on Tuesday.',
      },
      {
        p: 'Fonseca, 44, replaces Mark Tolley, who left by mutual consent last month after a season in which the club finished 15th of 18 teams and avoided relegation on the final day. She becomes one of very few women to coach a men’s team in the league’s top division.',
      },
      {
        p: 'Under Fonseca, the club’s academy produced seven players who are now in the first-team squad, including the 20-year-old midfielder Tomás Rivera, who was the club’s top scorer last season with nine goals.',
      },
      {
        quote:
          'I know most of these players from the time they were 14. I know how they think, what they are afraid of and what they are capable of. My job is to help them believe it on a Saturday afternoon.',
        by: 'Elena Fonseca, Harbourside FC coach',
      },
      { h2: 'A plan built on youth' },
      {
        p: 'Club chairman Peter Aldous said the board had interviewed five candidates and chose Fonseca because she had a clear plan for developing young players rather than relying on expensive signings. The club’s wage bill is one of the lowest in the division, and it lost money last season.',
      },
      {
        p: 'Fonseca said she would keep the club’s pressing style from the academy, with an emphasis on winning the ball high up the pitch, and would promote at least two more youth players to the first-team squad for pre-season.',
      },
      {
        p: 'Supporters’ reactions were mixed but mostly positive. A spokesperson for the main supporters’ trust said fans wanted to see the club’s own players given a chance, but that results in the first ten matches would decide how much patience the stands had.',
      },
      {
        quote:
          'She has earned this. But this is a tough league. She will need time, and she will need the board to back her with one or two experienced players to protect the young ones.',
        by: 'Gary Lund, chair, Harbourside Supporters’ Trust',
      },
      { h2: 'First test' },
      {
        p: 'Fonseca holds the highest coaching licence issued by the national association and spent four years as an assistant coach in a second-division club before joining Harbourside. She will name her coaching staff next week.',
      },
      {
        p: 'Pre-season training begins in three weeks, and Harbourside open their league campaign away at the Northgate Rovers ground, where they have not won in five years.',
      },
      {
        p: 'The club also confirmed that the academy will be run on an interim basis by Fonseca’s long-time assistant, Daniel Okoro, until a permanent appointment is made.',
      },
      {
        p: 'Fonseca’s first signing is expected to be an experienced centre-back, with the club said to be in talks with two defenders whose contracts expire this summer. Her predecessor’s assistants have left the club, and she is expected to bring in a goalkeeping coach from the academy staff.',
      },
    ],
    tags: ['Football', 'Coaching', 'Women in sport'],
    keywords: ['new football coach', 'harbourside fc', 'woman coach men’s team', 'youth academy football'],
    focusKeyword: 'academy',
    image: 'sports-5',
    imageAlt: 'Abstract illustration of a football pitch seen from above with tactical arrows in chalk',
    hoursAgo: 219,
  },
  {
    title: 'Junior hockey team names 24-member squad for four-nation tournament',
    category: 'Sports',
    description:
      'The selectors have picked eight debutants, including two 17-year-old forwards, for next month’s under-21 event. Captaincy goes to defender Harpreet Sandhu.',
    excerpt:
      'A two-week camp will focus on penalty corners and fitness. The coach says the tournament is a chance to test younger players ahead of next year’s continental qualifiers.',
    body: [
      {
        p: 'National junior hockey selectors on Monday named a 24-member squad for a four-nation under-21 tournament next month, handing debuts to eight players, including two 17-year-old forwards from an academy in the north.',
      },
      {
        p: 'Defender Harpreet Sandhu, 20, who has played 22 matches for the junior side, will captain the team. Midfielder Abhishek Toppo will be vice-captain.',
      },
      {
        p: 'The squad will attend a two-week camp before departing, with sessions focused on penalty-corner conversion and defending, an area where the team struggled in its last tournament.',
      },
      {
        quote:
          'We want to see how the younger boys cope with pace and pressure against strong teams. Results matter, but this tournament is mostly about building for next year’s qualifiers.',
        by: 'Rajinder Gill, junior team head coach',
      },
      {
        p: 'The team will play three round-robin matches, followed by a final and a third-place playoff. Two standby players have also been named in case of injuries during the camp.',
      },
      {
        p: 'Among the debutants, forward Manpreet Lakra, 17, caught the selectors’ eye with 11 goals at the national junior championship earlier this year, including a hat-trick in the semi-final.',
      },
    ],
    tags: ['Hockey', 'Junior sport', 'Team selection'],
    keywords: ['junior hockey squad', 'under-21 hockey', 'four-nation tournament', 'hockey team selection'],
    focusKeyword: 'squad',
    image: 'sports-6',
    imageAlt: 'Abstract illustration of hockey sticks crossing over a blue turf with a white ball',
    hoursAgo: 426,
  },
  {
    title: 'Twelve-year-old wins open rapid chess title ahead of 14 grandmasters',
    category: 'Sports',
    description:
      'Aarav Sengupta finished the nine-round event in Kolkata unbeaten with 7.5 points, beating two grandmasters along the way, and took home the first prize of ₹2 lakh.',
    excerpt:
      'The Class 7 student plays most of his practice games online after school. His coach says the boy’s real strength is staying calm when his clock is running low.',
    body: [
      {
        p: 'Twelve-year-old Aarav Sengupta won an open rapid chess tournament in Kolkata on Sunday, finishing unbeaten with 7.5 points from nine rounds in a field that included 14 grandmasters.',
      },
      {
        p: 'Aarav, a Class 7 student, beat two grandmasters and drew with three others on his way to the title, which carries a first prize of ₹2 lakh. He finished half a point ahead of three players tied for second.',
      },
      {
        p: 'In the final round he faced a grandmaster rated more than 250 points above him and held a difficult endgame with under a minute left on his clock, securing the draw he needed for outright first place.',
      },
      {
        quote:
          'I was not thinking about winning the tournament. I was only thinking about not losing my rook. When he offered a draw, I looked at my mother and she nodded.',
        by: 'Aarav Sengupta',
      },
      {
        p: 'His coach, Debashish Mitra, said Aarav’s calm under time pressure set him apart. The boy will play in a national junior championship next month.',
      },
      {
        p: 'Aarav began playing at six, after watching his grandfather play in a neighbourhood club. He trains for about three hours a day after school, mostly on endgames, and says his favourite player is whoever he happens to be studying that week.',
      },
    ],
    tags: ['Chess', 'Young talent'],
    keywords: ['rapid chess title', 'young chess player', 'chess tournament kolkata', 'grandmasters beaten'],
    focusKeyword: 'rapid chess',
    image: 'sports-7',
    imageAlt: 'Abstract illustration of chess pieces on a board with a ticking clock in the background',
    hoursAgo: 640,
  },
  // ─────────────────────────────── Technology ───────────────────────────────
  {
    title: 'Inside the race to build AI chips that sip power instead of guzzling it',
    category: 'Technology',
    description:
      'As data centres strain power grids, a wave of chip designers is betting that the next leap in artificial intelligence will come from efficiency rather than raw speed.',
    excerpt:
      'A 60-person start-up says its analogue-digital chip runs common AI tasks on a tenth of the energy. Engineers are sceptical but intrigued, and the electricity bills explain why everyone is listening.',
    body: [
      {
        p: 'In a converted warehouse on the edge of an industrial estate, engineers at Kestrel Silicon are watching a small green circuit board run a speech recognition model. On a bench next to it, a conventional graphics processor runs the same model. Both transcribe the same recording with the same accuracy. The difference is on a power meter clipped to each board: 41 watts for the conventional chip, just under 4 watts for Kestrel’s.',
      },
      {
        p: 'That tenfold gap, if it holds up outside the lab and at scale, is the kind of number that makes data centre operators sit up. Artificial intelligence workloads have become one of the fastest-growing sources of electricity demand in the technology industry, and in several regions utilities have begun delaying grid connections for new data centres because they cannot supply enough power.',
      },
      {
        p: 'Kestrel, founded four years ago by three engineers who met while working on mobile phone chips, is one of dozens of companies around the world trying to answer the same question: can AI be made dramatically cheaper to run, not by building ever-bigger machines, but by rethinking how the calculations are done?',
      },
      { h2: 'Why AI is so hungry' },
      {
        p: 'Most of the energy used by AI systems goes not into calculation itself but into moving data. A large language model or image recogniser is essentially a vast table of numbers, known as weights, that must be multiplied against incoming data billions of times. In a conventional chip, those weights sit in memory and must be shuttled back and forth to the processing units for every operation. Each trip costs energy, and the trips add up.',
      },
      {
        p: 'Engineers sometimes describe this as a kitchen where the chef is fast but the ingredients are stored in a warehouse across the road. No matter how quickly the chef can chop, most of the time and effort goes into fetching things.',
      },
      {
        quote:
          'We are spending most of the world’s AI electricity budget on logistics, not on thinking. If you can do the maths where the data already lives, most of that cost disappears.',
        by: 'Ritika Deshmukh, co-founder and chief technology officer, Kestrel Silicon',
      },
      {
        p: 'Kestrel’s approach, known as in-memory computing, tries to bring the chef into the warehouse. Its chips store weights in arrays of memory cells that can also perform multiplication directly, using the physics of electrical currents rather than digital logic. The results are converted back into digital form only at the end of each stage.',
      },
      { h2: 'The catch: analogue is messy' },
      {
        p: 'The idea is not new. Researchers have explored analogue and in-memory computing for decades. The problem has always been precision. Analogue circuits are affected by temperature, manufacturing variations and electrical noise, so the same calculation can produce slightly different answers from one moment to the next. For many computing tasks, that is unacceptable.',
      },
      {
        p: 'AI, however, turns out to be unusually tolerant of small errors. Neural networks are trained on noisy data and generally produce the same answer even if individual numbers inside them are slightly off. Kestrel’s engineers exploit this by training models to be robust to the specific kinds of noise their chips introduce, and by periodically recalibrating the memory arrays while the chip is running.',
      },
      {
        p: 'Independent experts are cautious. Dr Thomas Lindqvist, a computer architecture researcher who has reviewed several in-memory computing designs, said lab demonstrations often look impressive on carefully chosen tasks but struggle with the variety of models that customers actually want to run.',
      },
      {
        quote:
          'Every few years someone shows a beautiful analogue result on a benchmark. The hard part is the second, third and fiftieth model, the ones you did not design the chip around. That is where most of these efforts have stalled.',
        by: 'Dr Thomas Lindqvist, computer architecture researcher',
      },
      {
        p: 'Kestrel acknowledges the challenge. Its first product, due to ship to customers next year, will target a narrow set of tasks where efficiency matters most and models change slowly: speech recognition, translation and image classification running on devices such as security cameras, hearing aids and factory sensors, rather than the largest chatbot models in data centres.',
      },
      { h2: 'A crowded field' },
      {
        p: 'Kestrel is far from alone. The race for efficient AI hardware has drawn start-ups, university spin-offs and large established chipmakers, each betting on a different approach. Some are building chips that use light instead of electricity to move data. Others are designing processors that only activate the parts of a network needed for a given input, skipping calculations that would produce zeros. Still others focus on software, squeezing existing chips to do more with compressed models that use fewer bits per number.',
      },
      {
        ul: [
          'In-memory computing: doing maths inside memory arrays to avoid moving data',
          'Photonic chips: using light to carry data between parts of a processor',
          'Sparse computing: skipping calculations that do not affect the result',
          'Low-precision arithmetic: representing numbers with fewer bits',
          'Specialised accelerators: chips designed for one family of models only',
        ],
      },
      {
        p: 'Investors have noticed. Funding for AI chip start-ups has risen sharply over the past three years, although much of it has flowed to a handful of well-known names. Kestrel has raised about $74 million from venture capital firms and a sovereign technology fund. That is a modest sum by chip industry standards, where designing and manufacturing a single advanced chip can cost hundreds of millions of dollars.',
      },
      {
        p: 'To keep costs down, Kestrel uses an older manufacturing process that is several generations behind the cutting edge. That is possible, its founders argue, because its efficiency gains come from architecture rather than from smaller transistors. It also makes the company less dependent on the small number of factories capable of producing the most advanced chips.',
      },
      { h2: 'What it would mean' },
      {
        p: 'If efficient AI chips live up to their promise, the effects could reach well beyond data centre power bills. Devices that today must send data to the cloud for processing, such as hearing aids or agricultural sensors, could run sophisticated models locally, improving privacy and working without an internet connection. Batteries in phones and wearables could last longer. And the environmental footprint of AI, a growing concern for regulators and the public, could be reduced.',
      },
      {
        p: 'Arjun Mehta, Kestrel’s chief executive, points to a pilot with a hearing-aid maker as an example. The company’s prototype chip runs a noise-suppression model that separates speech from background noise in a crowded room, using so little power that a hearing aid battery can last a full day. A conventional chip would drain the same battery in about two hours.',
      },
      {
        quote:
          'The most exciting AI is not necessarily the biggest. It is the AI that fits inside something you wear all day and that works in a village with no signal. That is only possible if the power cost falls by an order of magnitude.',
        by: 'Arjun Mehta, chief executive, Kestrel Silicon',
      },
      {
        p: 'Sceptics note that efficiency gains have a way of being swallowed by growth. When computing becomes cheaper, people tend to use much more of it, so total energy use may continue to climb even as each calculation becomes more efficient. Economists call this the rebound effect, and it has been observed repeatedly in the history of computing.',
      },
      {
        p: 'For now, Kestrel’s engineers are focused on more immediate problems: getting the chip’s accuracy to hold steady over a full year of operation in a hot factory, and writing the software tools that will let customers convert their existing models to run on it. The first batch of production chips is due back from the manufacturer in about five months.',
      },
      {
        p: 'Until then, the two circuit boards on the bench in the warehouse keep transcribing the same recording, over and over, while the power meters tick. Ritika Deshmukh says she still checks the numbers every morning, half expecting them to have changed. So far, they have not.',
      },
    ],
    tags: ['Artificial intelligence', 'Semiconductors', 'Energy efficiency', 'Start-ups'],
    keywords: [
      'energy efficient ai chips',
      'in-memory computing',
      'ai power consumption',
      'data centre electricity',
      'ai hardware startups',
    ],
    focusKeyword: 'in-memory computing',
    image: 'technology-1',
    imageAlt: 'Abstract illustration of a glowing microchip with thin circuit lines branching like leaves',
    featured: true,
    hoursAgo: 3,
  },
  {
    title: 'Free app helps farmers spot crop pests from a single phone photo',
    category: 'Technology',
    description:
      'An open-source app built by a team of agricultural scientists identifies 38 common pests and diseases with about 91 per cent accuracy and works offline in nine languages.',
    excerpt:
      'Farmers photograph a leaf, and the app suggests what is wrong and what to do. Agricultural extension workers say the real value is catching outbreaks early across a whole district.',
    body: [
      {
        p: 'A free, open-source mobile app that identifies crop pests and diseases from a photograph of a leaf has been downloaded about 6.8 lakh times in its first year, its developers said on Wednesday, as agricultural departments in several states begin recommending it to farmers.',
      },
      {
        p: 'The app, called FieldLens, was built by a team of agricultural scientists and software volunteers. It can recognise 38 common pests and diseases affecting rice, cotton, tomato, chilli and maize, and suggests treatment options approved by agricultural universities. In field trials involving 12,000 images, it correctly identified the problem about 91 per cent of the time.',
      },
      {
        p: 'Crucially, the app works without an internet connection. The recognition model, which has been compressed to about 18 megabytes, runs directly on inexpensive smartphones. Advice is available in nine languages, with voice playback for farmers who prefer not to read.',
      },
      {
        quote:
          'Most farmers we spoke to had a phone, but many had patchy signal in their fields. If the app needed the internet, it would fail exactly where it was needed most.',
        by: 'Dr Kavitha Ramaswamy, plant pathologist and project lead',
      },
      { h2: 'Early warnings' },
      {
        p: 'When phones do connect to the internet, the app can share anonymised, location-tagged reports with agricultural departments, if farmers opt in. That has allowed extension officers in a few districts to see the early signs of outbreaks, such as pink bollworm in cotton, days before they would otherwise have been reported.',
      },
      {
        p: 'In one district, officials said reports from the app had helped them organise spraying advisories for 14 villages after a cluster of stem borer sightings in rice fields, limiting damage.',
      },
      {
        quote:
          'Before, we would hear about a pest problem when a farmer came to the office, often too late. Now we see dots on a map. It changes how quickly we can respond.',
        by: 'Sunil Gavade, agricultural extension officer',
      },
      { h2: 'Limits and safeguards' },
      {
        p: 'The developers acknowledged that the app struggled with some look-alike problems, for example nutrient deficiencies that produce symptoms similar to certain diseases. In those cases, it tells farmers it is unsure and recommends contacting an extension officer rather than guessing.',
      },
      {
        p: 'The team also deliberately avoids recommending specific pesticide brands, listing only active ingredients and doses approved by agricultural universities, and it prioritises non-chemical options such as pheromone traps and neem-based sprays where they are effective.',
      },
      {
        p: 'Because the code and the training images are published under an open licence, other groups have begun adapting the app for crops it does not yet cover, including banana and groundnut. The team plans to add eight more crops next year and is seeking funding to collect more images from regions where its accuracy is lower.',
      },
      {
        p: 'Farmers who want to try the app can download it free from the main app stores. It asks for no personal details beyond an optional village name for outbreak mapping.',
      },
    ],
    tags: ['Agritech', 'Open source', 'Mobile apps'],
    keywords: ['crop pest app', 'plant disease detection', 'offline farming app', 'open source agritech'],
    focusKeyword: 'pests',
    image: 'technology-2',
    imageAlt: 'Abstract illustration of a smartphone scanning a green leaf with a soft grid overlay',
    hoursAgo: 64,
  },
  {
    title: 'Passkeys explained: what password-free logins mean for ordinary users',
    category: 'Technology',
    description:
      'More apps and websites now offer passkeys instead of passwords. Here is how they work, why security experts like them, and what to do if you lose your phone.',
    excerpt:
      'A passkey lets you sign in with your fingerprint, face or phone PIN instead of a typed password. It cannot be phished in the usual way, but it does change how you recover a lost account.',
    body: [
      {
        p: 'If you have recently been asked by a banking app, shopping site or email service whether you would like to “create a passkey”, you are not alone. Passkeys are spreading quickly as a replacement for passwords, and security experts broadly welcome them. But many users are unsure what they are agreeing to.',
      },
      { h2: 'What is a passkey?' },
      {
        p: 'A passkey is a pair of digital keys created when you sign up for or upgrade an account. One key, the public key, is stored by the website. The other, the private key, stays on your device, such as your phone or laptop, and never leaves it. When you sign in, the website sends a challenge that only your private key can answer, and your device asks you to confirm with your fingerprint, face scan or screen-lock PIN.',
      },
      {
        p: 'The important point is that nothing secret is typed or sent. Your fingerprint or face is checked only by your own device and is never shared with the website.',
      },
      { h2: 'Why experts like them' },
      {
        p: 'Most account takeovers begin with stolen or guessed passwords, often obtained through phishing, where a fake website tricks users into typing their password. Passkeys largely defeat phishing because the private key is tied to the real website’s address. A lookalike site simply cannot request it.',
      },
      {
        quote:
          'With passwords, we ask ordinary people to spot a fake website at two in the morning on a small screen. With passkeys, the device does that job for them, and it does not get tired.',
        by: 'Shreya Kapoor, security researcher',
      },
      {
        p: 'Passkeys also cannot be reused across sites, so a data breach at one company does not expose your other accounts, and they cannot be guessed, because there is nothing to guess.',
      },
      { h2: 'What if I lose my phone?' },
      {
        p: 'This is the most common worry. Most passkeys today are synchronised through the password manager built into your phone or computer, so they are backed up to your account with that provider and can be restored on a new device. If you use a separate password manager app, it may store your passkeys instead.',
      },
      {
        p: 'Experts recommend a few precautions: keep your phone’s own account secured with a strong password and two-step verification, set up more than one device where possible, and do not delete your old recovery options, such as a backup email address or recovery codes, until you are comfortable with the new system.',
      },
      {
        quote:
          'A passkey is only as safe as the account it is backed up to. Spend five minutes securing that account properly, and you have done most of the work.',
        by: 'Vinod Menon, digital safety trainer',
      },
      { h2: 'Should I switch?' },
      {
        p: 'For most people, security experts say yes, especially for email, banking and shopping accounts, which are the most valuable to criminals. You can usually keep your password as a fallback at first. Just be aware that anyone who knows your phone’s screen-lock PIN may be able to use your passkeys, so choose a PIN that is not your birth year.',
      },
    ],
    tags: ['Cybersecurity', 'Passwords', 'Explainer'],
    keywords: ['what is a passkey', 'passwordless login', 'phishing protection', 'account security tips'],
    focusKeyword: 'passkey',
    image: 'technology-3',
    imageAlt: 'Abstract illustration of a glowing key shape dissolving into a fingerprint pattern',
    hoursAgo: 111,
  },
  {
    title: 'Start-up bets on sodium batteries to cut the cost of home power backup',
    category: 'Technology',
    description:
      'Saltwave Energy says its sodium-ion cells cost about 30 per cent less than lithium equivalents and handle heat better, making them suited to inverters in hot climates.',
    excerpt:
      'Sodium is abundant and cheap, but the cells are heavier and store less energy per kilo. For a battery that sits in a corner of a home, that may not matter much.',
    body: [
      {
        p: 'A battery start-up has begun selling home backup systems built on sodium-ion cells, which it says cost about 30 per cent less than comparable lithium-ion systems and perform better in high temperatures.',
      },
      {
        p: 'Saltwave Energy’s first product, a 2.4 kilowatt-hour battery designed to pair with home inverters, is priced at about ₹68,000, compared with ₹90,000 to ₹1 lakh for typical lithium-ion units of similar capacity. It can power a fan, lights, a router and a television for about eight hours during a power cut.',
      },
      {
        p: 'Sodium-ion batteries work on a similar principle to lithium-ion batteries but use sodium, which is abundant and can be extracted from ordinary salt, in place of lithium. They also avoid cobalt and nickel, metals whose supply chains have raised environmental and ethical concerns.',
      },
      {
        quote:
          'Lithium batteries are brilliant for phones and cars, where every gram matters. A battery in the corner of your living room does not need to be light. It needs to be cheap, safe and long-lasting.',
        by: 'Harish Subramanian, founder, Saltwave Energy',
      },
      { h2: 'Trade-offs' },
      {
        p: 'The main drawback of sodium-ion cells is energy density: they store about 30 to 40 per cent less energy per kilogram than good lithium-ion cells. Saltwave’s battery weighs about 32 kg, roughly a third heavier than a lithium equivalent. For home storage, the company argues, the weight is acceptable.',
      },
      {
        p: 'The company says its cells retain 80 per cent of their capacity after about 4,000 charge cycles, roughly 11 years of daily use, and lose less performance in summer temperatures above 40°C, a common problem for lithium batteries kept in hot rooms. Those figures come from the company’s own tests and have not yet been independently verified.',
      },
      {
        p: 'Battery researchers said sodium-ion chemistry had matured rapidly in recent years but that long-term field data was still limited.',
      },
      {
        quote:
          'The chemistry is promising and the cost case is real. What we do not have yet is ten years of batteries sitting in real homes in real heat. The first generation of buyers is, in a sense, the test.',
        by: 'Dr Leena Fernandes, battery materials scientist',
      },
      { h2: 'Warranty and availability' },
      {
        p: 'Saltwave is offering a seven-year warranty, which it says reflects its confidence in the cells. It has an assembly plant producing about 1,500 batteries a month and plans to triple capacity next year. The batteries are initially available through inverter dealers in three southern states.',
      },
      {
        p: 'The company is also testing larger units for small shops and clinics, which often rely on diesel generators during long outages. A pilot with 40 rural clinics is due to begin this quarter.',
      },
      {
        p: 'Used cells will be taken back at the end of their life for recycling, the company said, adding that sodium-ion cells are simpler to recycle than many lithium-ion types because they contain no cobalt or nickel.',
      },
    ],
    tags: ['Batteries', 'Clean energy', 'Start-ups'],
    keywords: ['sodium-ion battery', 'home power backup', 'inverter battery cost', 'lithium alternatives'],
    focusKeyword: 'sodium-ion',
    image: 'technology-4',
    imageAlt: 'Abstract illustration of battery cells arranged like salt crystals with a soft blue glow',
    hoursAgo: 204,
  },
  {
    title: 'Ride app ZipRide says data of 1.2 lakh users exposed in security lapse',
    category: 'Technology',
    description:
      'Names, phone numbers and trip histories were left in an unsecured storage server for about three weeks. The company says no payment details were exposed.',
    excerpt:
      'A security researcher found the open server and alerted the company, which locked it within hours. Users are being told to watch for fake calls and messages that mention their past trips.',
    body: [
      {
        p: 'Ride-hailing app ZipRide said on Thursday that personal data belonging to about 1.2 lakh users had been exposed for roughly three weeks because of a misconfigured storage server, and that it had notified affected customers and the relevant authorities.',
      },
      {
        p: 'The exposed data included names, phone numbers, email addresses and trip histories with pickup and drop locations for rides taken over about 14 months. The company said payment card details, passwords and government ID numbers were not stored on the affected server.',
      },
      {
        p: 'The lapse was discovered by an independent security researcher, Nikhil Varma, who found the server while scanning for publicly accessible databases and reported it to ZipRide through its bug-reporting programme. The company said it locked down the server within four hours of receiving the report.',
      },
      {
        quote:
          'It was a test environment that someone had loaded with a copy of real data and forgotten to lock. That is one of the most common mistakes in the industry, and also one of the most avoidable.',
        by: 'Nikhil Varma, security researcher',
      },
      { h2: 'What users should do' },
      {
        p: 'Because the exposed data includes trip histories, security experts warned that fraudsters could use it to make convincing phishing calls or messages, for example by posing as ZipRide staff and referring to a real recent journey to gain a user’s trust.',
      },
      {
        p: 'ZipRide said it would never ask customers for one-time passwords, card numbers or remote access to their phones, and urged users to report suspicious calls through the app. Users who want to know whether their data was affected can check in the app’s privacy settings.',
      },
      {
        quote:
          'If someone calls and knows where you went last Tuesday, that does not prove they work for the company. Hang up and contact the company yourself through the app.',
        by: 'Anjana Rao, cybercrime awareness trainer',
      },
      { h2: 'Company response' },
      {
        p: 'ZipRide’s chief technology officer, Karan Malhotra, apologised in a blog post and said the company had found no evidence that anyone other than the researcher had accessed the data, although it could not rule it out completely because logging on the server was limited.',
      },
      {
        p: 'The company said it had removed all real customer data from test environments, introduced automated checks that flag publicly accessible servers, and hired an external firm to audit its cloud systems. It is also offering affected users a free subscription to a call-screening service for a year.',
      },
      {
        p: 'Privacy advocates said the incident showed why companies should keep customer data only as long as necessary. ZipRide said it would shorten the period for which it keeps detailed trip histories from three years to 18 months.',
      },
      {
        p: 'The company said it was also reviewing which staff had access to production data and how copies of it could be made, with stricter approval rules for any transfer of real customer information.',
      },
    ],
    tags: ['Data breach', 'Privacy', 'Cybersecurity'],
    keywords: ['ride app data breach', 'user data exposed', 'phishing warning', 'cloud server misconfiguration'],
    focusKeyword: 'trip histories',
    image: 'technology-5',
    imageAlt: 'Abstract illustration of an open padlock over a map of glowing route lines',
    hoursAgo: 317,
  },
  {
    title: 'Budget phone maker Lumo promises six years of security updates',
    category: 'Technology',
    description:
      'The company says all its new models, including those under ₹10,000, will receive Android security patches for six years, longer than most budget handsets.',
    excerpt:
      'Budget phones often stop getting updates after two years, leaving users exposed. Lumo’s pledge could put pressure on rivals, though analysts will watch whether it keeps its word.',
    body: [
      {
        p: 'Budget smartphone maker Lumo said on Monday that all its new phones, including models priced under ₹10,000, would receive security updates for six years from launch.',
      },
      {
        p: 'Budget phones have traditionally received security patches for two to three years, after which they become increasingly vulnerable to malware that exploits known flaws. That matters because people who buy inexpensive phones often keep them longer than buyers of premium models.',
      },
      {
        p: 'The company said it would release updates at least every two months and publish a public schedule listing the end date of support for each model.',
      },
      {
        quote:
          'Security should not be a premium feature. Someone buying a ₹9,000 phone is just as likely to use it for banking as someone buying a ₹90,000 one.',
        by: 'Rahul Banerjee, chief executive, Lumo',
      },
      {
        p: 'Analysts welcomed the pledge but said buyers should check whether the company met its commitments over time. The policy applies to phones launched from next month; older models will keep their existing support periods.',
      },
      {
        p: 'Lumo sells most of its phones online and through small mobile shops in smaller towns. The company said it would also make replacement batteries and screens available for at least five years, so that buyers can repair rather than replace their handsets.',
      },
    ],
    tags: ['Smartphones', 'Security updates'],
    keywords: [
      'budget phone security updates',
      'android patches',
      'smartphone support period',
      'phone software updates',
    ],
    focusKeyword: 'security updates',
    image: 'technology-6',
    imageAlt: 'Abstract illustration of a smartphone wrapped in a protective shield of light',
    hoursAgo: 471,
  },
  {
    title: 'Satellite internet trial connects 40 hill villages for the first time',
    category: 'Technology',
    description:
      'Schools, health centres and a few hundred homes in remote hill villages now have broadband through a six-month pilot using low-orbit satellite terminals.',
    excerpt:
      'Teachers are streaming lessons and nurses are holding video consultations with doctors in town. The big question is what the service will cost once the free trial ends.',
    body: [
      {
        p: 'Forty hill villages that have never had reliable mobile or internet coverage have been connected to broadband through a six-month pilot using low-orbit satellite terminals, the district administration said on Friday.',
      },
      {
        p: 'The terminals, each about the size of a pizza box, have been installed at 40 schools, 12 health sub-centres and about 300 homes. Download speeds have averaged about 60 megabits per second, enough for video calls and streamed lessons.',
      },
      {
        p: 'At a health sub-centre in the village of Chamrali, auxiliary nurse midwife Kamla Negi has held more than 90 video consultations with doctors at the district hospital in the first two months, sparing patients a four-hour journey on foot and by jeep.',
      },
      {
        quote:
          'Earlier, if I was unsure about a child with a fever, I had to decide alone or send the family down the mountain. Now I can show the doctor the child on a screen.',
        by: 'Kamla Negi, auxiliary nurse midwife',
      },
      {
        p: 'The pilot is being funded by the district and a telecom provider. Officials said they would study usage and costs before deciding whether to extend it, as monthly subscription charges remain well above what most households can afford.',
      },
    ],
    tags: ['Connectivity', 'Satellite internet', 'Rural India'],
    keywords: ['satellite internet villages', 'rural broadband pilot', 'telemedicine hill villages', 'digital divide'],
    focusKeyword: 'satellite',
    image: 'technology-7',
    imageAlt: 'Abstract illustration of a satellite beaming light onto terraced hills and small houses',
    hoursAgo: 598,
  },
  // ─────────────────────────────── IPO ───────────────────────────────
  {
    title: 'How to read a red herring prospectus before you bid in an IPO',
    category: 'IPO',
    description:
      'The offer document runs to 400 pages, but a retail investor needs to read perhaps 40 of them carefully. Here is where to look, what to ask and which warning signs matter.',
    excerpt:
      'Objects of the issue, promoter holdings, related-party deals, pending cases and the price compared with listed rivals: a practical walk through an IPO document, using a fictional company as a guide.',
    body: [
      {
        p: 'Every public issue comes with a red herring prospectus, the detailed offer document that a company files with the market regulator and the exchanges before it opens for bidding. It is often 350 to 500 pages long, full of legal language and tables. Most retail investors never open it, relying instead on grey market chatter, social media tips and the number of times the issue is subscribed.',
      },
      {
        p: 'That is a mistake, say analysts and investor educators. You do not need to read every page, but an hour spent on the right sections can tell you more about a company than a month of tips. To make this practical, we will walk through the document of a fictional company, Suryodaya Packaging Ltd, which makes corrugated boxes and is planning a ₹900 crore issue.',
      },
      { h2: 'Start with the offer structure' },
      {
        p: 'The first pages describe the offer. Look for two numbers: the fresh issue and the offer for sale. A fresh issue means new shares are being created and the money goes to the company. An offer for sale means existing shareholders, usually promoters or private equity investors, are selling their shares and the money goes to them, not the business.',
      },
      {
        p: 'In our example, Suryodaya’s ₹900 crore issue consists of a ₹350 crore fresh issue and a ₹550 crore offer for sale by a private equity fund that invested seven years ago. That is not automatically bad; early investors need an exit. But it means only about 39 per cent of the money raised will actually be available to grow the company.',
      },
      {
        quote:
          'The first question I ask about any IPO is simple: who is getting the money? If most of it is going out of the company rather than into it, I want to understand why the sellers think now is the right time to sell.',
        by: 'Neelam Agarwal, investor educator and former research analyst',
      },
      { h2: 'Objects of the issue' },
      {
        p: 'The section titled “Objects of the Offer” explains what the company will do with the fresh issue money. Specific, measurable plans are better than vague ones. Suryodaya says it will spend ₹210 crore on a new plant with a stated capacity and location, ₹90 crore on repaying specific loans and ₹50 crore on “general corporate purposes”.',
      },
      {
        p: 'Rules limit general corporate purposes to a quarter of the fresh issue, but investors should be wary when that bucket is close to the limit or when plans are described in broad terms such as “strategic initiatives” without detail. Repaying debt is usually positive, as it reduces interest costs, but check whether the loans being repaid were taken recently, perhaps to fund payouts to promoters.',
      },
      { h2: 'Read the risk factors, but selectively' },
      {
        p: 'The risk factors section is often 40 or 50 pages long and lists every conceivable danger, from pandemics to currency swings. Much of it is boilerplate. The trick is to look for risks that are specific to the company. These are usually near the top and often mention numbers.',
      },
      {
        p: 'In Suryodaya’s case, the specific risks include that its top five customers account for 47 per cent of revenue, that its main raw material, kraft paper, has seen sharp price swings, and that one of its three plants is on leased land with a lease expiring in four years. Each of those is worth thinking about. A heavy dependence on a few customers, for instance, means losing one could hurt earnings badly.',
      },
      {
        ul: [
          'Customer concentration: what share of revenue comes from the top few customers?',
          'Supplier dependence: does the company rely on one source for key materials?',
          'Regulatory exposure: are there licences or approvals that could be withdrawn?',
          'Key people: does the business depend on one or two individuals?',
          'Negative cash flow: has the company burned cash from operations in recent years?',
        ],
      },
      { h2: 'Financials: look beyond profit' },
      {
        p: 'The restated financial statements show three years of results. Revenue and profit growth get the headlines, but analysts recommend looking at cash flow from operations, which shows whether profits are turning into actual cash. A company that reports rising profits but negative operating cash flow may be booking sales it has not been paid for.',
      },
      {
        p: 'Suryodaya’s revenue grew from ₹1,040 crore to ₹1,390 crore over three years, and net profit from ₹52 crore to ₹88 crore. Operating cash flow was positive in all three years, at roughly 80 per cent of net profit, which is reasonable for a manufacturing company. Its receivables, money owed by customers, grew slightly faster than revenue, which is worth watching but not alarming.',
      },
      {
        p: 'Also check debt. The balance sheet will show total borrowings, and the ratio of debt to equity gives a sense of how leveraged the company is. Suryodaya’s ratio of 0.9 is expected to fall to about 0.6 after the loan repayment funded by the issue.',
      },
      { h2: 'Promoters, related parties and litigation' },
      {
        p: 'The section on promoters tells you who controls the company and how much they will own after the issue. A promoter holding that stays high signals commitment. Also look at the price at which promoters and pre-IPO investors acquired their shares. If some bought in the past year at a fraction of the IPO price, ask what has changed to justify the jump.',
      },
      {
        p: 'Related-party transactions, dealings between the company and businesses owned by its promoters or their families, deserve attention. Suryodaya buys about 8 per cent of its paper from a mill owned by a promoter’s relative. That is disclosed and may be at fair prices, but large or growing related-party dealings can be a route for money to leak out of a listed company.',
      },
      {
        p: 'Finally, the section on outstanding litigation lists legal cases against the company, its promoters and directors. Small disputes are normal for any large business. Tax demands running into a significant share of net worth, or criminal cases against promoters, are not.',
      },
      {
        quote:
          'I skip straight to the litigation section and the related-party notes. That is where a company tells you, in small print, the things it would rather you did not notice.',
        by: 'Rajiv Menon, fund manager',
      },
      { h2: 'Is the price fair?' },
      {
        p: 'The “Basis for Offer Price” section compares the company’s valuation with listed peers, usually using the price-to-earnings ratio. If the company is priced well above its peers, the document should explain why, for example faster growth or higher margins. If the explanation is thin, you may be paying for hype.',
      },
      {
        p: 'At the upper end of its price band, Suryodaya would be valued at about 31 times its last year’s earnings, compared with an average of 24 times for three listed packaging companies. Its growth has been somewhat faster than theirs, which justifies some premium. Whether it justifies a 30 per cent premium is the question each investor has to answer.',
      },
      {
        p: 'None of this guarantees a profitable investment. Good companies can list at prices that leave little room for gains, and weaker ones can surge on listing day because of market mood. But reading the document turns an IPO from a lottery ticket into an informed decision, and that is the best any investor can hope for.',
      },
    ],
    tags: ['IPO', 'Investor education', 'Personal finance'],
    keywords: [
      'red herring prospectus',
      'how to analyse an ipo',
      'ipo offer document',
      'offer for sale vs fresh issue',
      'ipo risk factors',
    ],
    focusKeyword: 'red herring prospectus',
    image: 'ipo-1',
    imageAlt: 'Abstract illustration of a thick document with highlighted lines and a magnifying glass',
    hoursAgo: 28,
  },
  {
    title: 'Greenfield Agro IPO subscribed 64 times on final day; retail portion 38 times',
    category: 'IPO',
    description:
      'The ₹740 crore issue drew bids worth over ₹33,000 crore, led by institutional buyers. Allotment is due on Thursday and shares are expected to list next Monday.',
    excerpt:
      'Qualified institutional buyers bid 121 times their quota, while the non-institutional category was subscribed 71 times. Analysts say strong demand leaves little scope for small investors to get shares.',
    body: [
      {
        p: 'The initial public offering of Greenfield Agro Products, a maker of packaged spices and ready-to-cook mixes, was subscribed 64.2 times on its final day of bidding on Friday, according to data from the exchanges, making it one of the most heavily bid issues of the year.',
      },
      {
        p: 'The ₹740 crore issue, priced in a band of ₹214 to ₹226 per share, received bids for about 147 crore shares against roughly 2.3 crore shares on offer, excluding the portion allotted to anchor investors, with bids worth over ₹33,000 crore across categories.',
      },
      {
        p: 'Qualified institutional buyers, which include mutual funds, insurance companies and foreign portfolio investors, bid 121 times the shares reserved for them. The non-institutional investor category, made up largely of wealthy individuals, was subscribed 71 times, and the retail portion 38 times. The employee quota was subscribed nine times.',
      },
      {
        quote:
          'When institutions bid more than a hundred times, it usually means they see value even at the top of the price band. That said, heavy subscription is not a guarantee of listing gains, and it certainly is not a guarantee of long-term returns.',
        by: 'Sanjay Iyer, head of research at a brokerage',
      },
      { h2: 'What it means for retail investors' },
      {
        p: 'With the retail portion subscribed 38 times, most small investors who applied will not receive shares. Under the rules, retail allotment is done by lottery when demand is high, with each successful applicant receiving one minimum lot of 66 shares, worth about ₹14,900 at the upper price band.',
      },
      {
        p: 'Analysts estimated that roughly one in 38 retail applications would be successful. Applying through multiple accounts of family members improves the odds only if each account is held by a different person with a different PAN, they noted, and duplicate applications under the same PAN are rejected.',
      },
      { h2: 'The business' },
      {
        p: 'Greenfield Agro sells spices, masala blends and ready-to-cook mixes under two brands, mainly in the southern and western states. It reported revenue of ₹1,180 crore and a net profit of ₹92 crore in the last financial year, growing revenue at about 21 per cent a year over three years.',
      },
      {
        p: 'The issue comprised a fresh issue of ₹320 crore and an offer for sale of ₹420 crore by promoters and an early investor. The company plans to use the fresh issue money to build a new processing plant, expand its distribution in the north and repay about ₹80 crore of debt.',
      },
      {
        p: 'At the upper end of the price band, the company is valued at about 39 times its last year’s earnings, a premium to most listed packaged-food companies. Its advisers have pointed to faster growth and higher margins in ready-to-cook products to justify the valuation.',
      },
      { h2: 'Next steps' },
      {
        p: 'Allotment is expected to be finalised on Thursday, with refunds for unsuccessful applicants initiated the following day. Shares are expected to be credited to demat accounts and listed on the exchanges next Monday. Investors can check their allotment status on the registrar’s website using their application number or PAN.',
      },
      {
        p: 'Grey market premiums, unofficial prices quoted before listing, have risen in recent days, but analysts cautioned that these are unregulated and often misleading.',
      },
    ],
    tags: ['IPO', 'Subscription', 'FMCG'],
    keywords: ['greenfield agro ipo', 'ipo subscription status', 'retail ipo allotment', 'ipo listing date'],
    focusKeyword: 'subscribed',
    image: 'ipo-2',
    imageAlt: 'Abstract illustration of rising bar charts made of spice jars against a green background',
    trending: true,
    hoursAgo: 4,
  },
  {
    title: 'Meghdoot Logistics sets price band at ₹312–328 for its ₹1,150 crore issue',
    category: 'IPO',
    description:
      'The warehousing and trucking company’s IPO opens on Wednesday and closes on Friday. Half of the issue is reserved for institutions and 35 per cent for retail investors.',
    excerpt:
      'The issue is mostly a fresh share sale, with funds earmarked for new warehouses near industrial corridors and for cutting debt. At the top of the band, the company would be valued at about ₹6,400 crore.',
    body: [
      {
        p: 'Meghdoot Logistics, which runs warehouses and a trucking network for manufacturers and e-commerce sellers, has fixed the price band for its initial public offering at ₹312 to ₹328 per share, the company said on Monday.',
      },
      {
        p: 'The ₹1,150 crore issue opens for subscription on Wednesday and closes on Friday. Bids for anchor investors will be taken a day earlier. Retail investors can bid for a minimum of 45 shares and in multiples of 45 thereafter, meaning a minimum investment of ₹14,760 at the upper end of the band.',
      },
      {
        p: 'The issue consists of a fresh issue of shares worth ₹850 crore and an offer for sale of ₹300 crore by a private equity investor that has held a stake in the company since 2018. Promoters are not selling any shares.',
      },
      {
        quote:
          'We are raising money to build, not to exit. Every rupee of the fresh issue is going into warehouses, trucks and technology, or into reducing the debt we took on to build what we already have.',
        by: 'Vikram Choudhary, managing director, Meghdoot Logistics',
      },
      { h2: 'Use of funds' },
      {
        p: 'According to the red herring prospectus, the company plans to spend about ₹480 crore on six new warehouses near industrial corridors in the north and west, ₹220 crore on repaying loans and the remainder on upgrading its fleet management software and general corporate purposes.',
      },
      {
        p: 'Meghdoot operates 54 warehouses with a total area of about 1.1 crore square feet and a fleet of about 2,300 trucks, of which roughly 40 per cent are owned and the rest contracted. It reported revenue of ₹2,460 crore and a net profit of ₹172 crore in the last financial year.',
      },
      { h2: 'Valuation and reservations' },
      {
        p: 'At the upper end of the price band, the company’s market value would be about ₹6,400 crore after the issue, or about 37 times its last year’s earnings. Analysts said that was broadly in line with the listed logistics sector, although the company’s margins are slightly below those of its largest listed rivals.',
      },
      {
        p: 'Half of the issue is reserved for qualified institutional buyers, 15 per cent for non-institutional investors and 35 per cent for retail investors. Employees can bid for up to ₹5 crore of shares at a discount of ₹15 per share.',
      },
      {
        quote:
          'The story is straightforward: more manufacturing and more online shopping need more warehouses. The question for investors is execution, because warehousing is capital-heavy and returns take time to build.',
        by: 'Aditi Sharma, equity analyst',
      },
      {
        p: 'Allotment is expected to be finalised next Tuesday, and shares are expected to list on the exchanges next Thursday. Investors should read the offer document, particularly the sections on risk factors and the objects of the issue, before bidding.',
      },
      {
        p: 'The company counts automobile, electronics and consumer goods manufacturers among its main customers, with its ten largest clients accounting for about 31 per cent of revenue.',
      },
    ],
    tags: ['IPO', 'Logistics', 'Price band'],
    keywords: ['meghdoot logistics ipo', 'ipo price band', 'logistics ipo', 'upcoming ipo'],
    focusKeyword: 'price band',
    image: 'ipo-3',
    imageAlt: 'Abstract illustration of trucks and warehouses arranged along a rising price line',
    hoursAgo: 48,
  },
  {
    title: 'Market regulator tightens rules for small-company IPOs after listing-day spikes',
    category: 'IPO',
    description:
      'New norms for SME issues raise the minimum application size, cap how much promoters can sell and require a profit track record, after a string of extreme first-day price moves.',
    excerpt:
      'Some small issues were subscribed several hundred times and then doubled on listing before collapsing. The regulator says the changes are meant to protect inexperienced investors from frenzy.',
    body: [
      {
        p: 'The market regulator on Thursday tightened the rules for initial public offerings on the exchanges’ small and medium enterprise platforms, citing concerns over extreme subscription levels and sharp price swings on listing day that it said exposed inexperienced investors to heavy losses.',
      },
      {
        p: 'Under the new norms, companies seeking to list on an SME platform must have reported an operating profit of at least ₹1 crore in two of the past three financial years. Offers for sale by existing shareholders will be capped at 20 per cent of the issue size, and promoters will not be allowed to sell shares through the IPO if the company has been in business for less than three years.',
      },
      {
        p: 'The minimum application size for investors will also rise, so that only those investing at least about ₹2 lakh can bid. The regulator said this would limit participation to investors who can afford to take higher risks.',
      },
      {
        quote:
          'The SME platform was created to help small businesses raise capital. It was not meant to become a place where tiny issues are bid several hundred times in a frenzy and then leave thousands of small investors with steep losses weeks later.',
        by: 'A senior official of the market regulator, speaking at a press briefing',
      },
      { h2: 'What prompted the change' },
      {
        p: 'The number of SME IPOs has surged over the past two years, with more than 200 such issues raising money last year, compared with about 80 three years ago. Many were heavily oversubscribed, some by more than 500 times, and several doubled or tripled in price on listing day.',
      },
      {
        p: 'An internal analysis by the regulator, summarised in its consultation paper, found that in a sample of 90 SME issues, about 40 per cent of shares allotted to non-institutional investors were sold within a week of listing. Over the following six months, more than half of the companies in the sample traded below their listing-day closing price.',
      },
      {
        p: 'The regulator also said it had found instances of companies inflating revenue before their IPOs and of funds raised being diverted to entities linked to promoters. It did not name any companies.',
      },
      { h2: 'Mixed reaction' },
      {
        p: 'Merchant bankers who specialise in small issues said the changes would reduce the number of companies able to list. Some argued that the profit requirement would shut out young businesses with good prospects that were not yet profitable.',
      },
      {
        quote:
          'There were excesses, no doubt. But the SME market also helped many genuine small manufacturers raise money they could not get from banks. I hope we do not throw out the good with the bad.',
        by: 'Paresh Kothari, merchant banker',
      },
      {
        p: 'Investor groups welcomed the tighter norms but said enforcement would be as important as rules. They called for more scrutiny of how funds raised are actually used after listing, with mandatory reporting by monitoring agencies for issues of all sizes.',
      },
      {
        p: 'The new rules will apply to issues whose draft documents are filed after the date of notification. Companies that have already filed papers will be allowed to proceed under the existing norms within a set deadline.',
      },
    ],
    tags: ['SME IPO', 'Market regulator', 'Investor protection'],
    keywords: ['sme ipo rules', 'market regulator sme norms', 'listing day gains', 'small company ipo'],
    focusKeyword: 'SME',
    image: 'ipo-4',
    imageAlt: 'Abstract illustration of a rulebook resting on a jagged price chart with soft red and green bars',
    hoursAgo: 133,
  },
  {
    title: 'Vayu Cables debuts at a 22% premium, then gives up part of its gains',
    category: 'IPO',
    description:
      'Shares of the cable and wire maker opened at ₹293 against an issue price of ₹240 but closed at ₹271 as some investors booked quick profits on the first day of trade.',
    excerpt:
      'The stock still ended its first session 13 per cent above the issue price. Analysts advise allottees with a long-term view to focus on the company’s order book rather than day-one swings.',
    body: [
      {
        p: 'Shares of Vayu Cables, a maker of power cables and building wires, opened at ₹293 on the exchanges on Tuesday, a premium of 22 per cent over the issue price of ₹240, before easing through the session to close at ₹271.',
      },
      {
        p: 'The closing price still represented a gain of about 13 per cent for investors who received shares in the ₹560 crore IPO, which was subscribed 27 times last week. At the closing price, the company’s market value stood at about ₹3,900 crore.',
      },
      {
        p: 'About 1.9 crore shares changed hands during the day, more than the total number of shares allotted to non-institutional and retail investors combined, suggesting that many allottees sold on the first day.',
      },
      {
        quote:
          'A listing-day pop followed by selling is very common when an issue is heavily oversubscribed. Those who applied only for the listing gain take their money and move on. That tells you little about the company’s long-term value.',
        by: 'Meera Venkatesh, equity strategist',
      },
      { h2: 'The business' },
      {
        p: 'Vayu Cables, which has two plants, makes low and medium-voltage power cables used by power distribution companies and real estate developers, along with house wires sold through dealers. It reported revenue of ₹1,720 crore and a net profit of ₹118 crore in the last financial year.',
      },
      {
        p: 'The company has an order book of about ₹940 crore, largely from state distribution companies upgrading their networks. It plans to use ₹310 crore of the fresh issue proceeds to expand capacity at its larger plant and the rest for working capital.',
      },
      {
        quote:
          'Demand from power distribution upgrades and housing looks solid for the next few years. The risk is that copper and aluminium prices are volatile, and a cable maker’s margins can shrink quickly if it cannot pass on costs.',
        by: 'Rakesh Jain, research analyst',
      },
      { h2: 'What allottees should consider' },
      {
        p: 'Analysts suggested that investors who received shares and are considering whether to hold should look at the company’s margins over the next two quarters, its order book and the progress of its expansion plant, rather than daily price movements.',
      },
      {
        p: 'Some brokerages have initiated coverage with target prices ranging from ₹260 to ₹320, reflecting differing views on how much of the company’s growth is already priced in. Promoters hold about 68 per cent of the company after the IPO.',
      },
      {
        p: 'The company’s shares will be part of the exchanges’ regular trading segment from the first day, and there are no lock-in restrictions on shares allotted to the public. Shares allotted to anchor investors are locked in for 30 days for half their holding and 90 days for the rest.',
      },
      {
        p: 'The company’s shares make up a small part of the broader market, but the strong listing adds to a run of solid debuts for industrial and infrastructure-linked companies this year.',
      },
    ],
    tags: ['IPO listing', 'Manufacturing', 'Stock market'],
    keywords: ['vayu cables listing', 'ipo listing gains', 'listing day premium', 'cable maker ipo'],
    focusKeyword: 'issue price',
    image: 'ipo-5',
    imageAlt: 'Abstract illustration of coiled copper cables forming an upward arrow on a dark background',
    hoursAgo: 250,
  },
  {
    title: 'Grey market premium: why analysts say you should not read too much into it',
    category: 'IPO',
    description:
      'The unofficial price quoted for IPO shares before listing is widely followed but unregulated, easily moved and often wrong. Here is what it is and why it can mislead.',
    excerpt:
      'The grey market premium is set in informal deals with no oversight. Analysts say it reflects sentiment, not value, and point to several recent issues that listed far below it.',
    body: [
      {
        p: 'In the days before a popular initial public offering, one number dominates conversations among retail investors: the grey market premium, or GMP. It is the unofficial premium at which traders are willing to buy IPO shares, or the right to them, before the shares are listed on the exchanges.',
      },
      {
        p: 'The grey market operates outside regulated exchanges. Deals are informal, based on trust among a small network of dealers, and there is no official record of trades or prices. Figures quoted on websites and social media cannot be independently verified.',
      },
      {
        p: 'Because volumes are tiny and the participants few, analysts say the premium can be pushed up or down easily, sometimes deliberately to create excitement around an issue.',
      },
      {
        quote:
          'The grey market premium is a mood ring, not a valuation. It tells you how excited a small group of traders is on a given day, and sometimes that excitement has been manufactured.',
        by: 'Kunal Bhatia, independent market analyst',
      },
      {
        p: 'Several issues in recent months have listed well below their last quoted premium. Analysts advise investors to base their decisions on the company’s offer document, its finances and its valuation relative to listed peers rather than on unofficial quotes.',
      },
      {
        p: 'Investors should also remember that dealing in the grey market carries its own risks, including the absence of any legal recourse if a counterparty fails to pay.',
      },
    ],
    tags: ['IPO', 'Grey market', 'Investor education'],
    keywords: ['grey market premium', 'ipo gmp meaning', 'ipo listing prediction', 'unofficial ipo price'],
    focusKeyword: 'grey market premium',
    image: 'ipo-6',
    imageAlt: 'Abstract illustration of a foggy grey marketplace with faint price tags floating in the air',
    hoursAgo: 359,
  },
  {
    title: 'Three companies file draft papers for IPOs worth ₹2,800 crore',
    category: 'IPO',
    description:
      'A specialty chemicals maker, a hospital chain and a small finance lender have filed draft offer documents with the market regulator to raise money through public issues.',
    excerpt:
      'The filings add to a busy pipeline. Approval usually takes two to three months, after which companies have a year to launch their issues.',
    body: [
      {
        p: 'Three companies have filed draft red herring prospectuses with the market regulator for initial public offerings that together could raise about ₹2,800 crore, according to documents posted on the regulator’s website this week.',
      },
      {
        p: 'Tarang Specialty Chemicals, which makes additives for paints and plastics, plans a ₹1,200 crore issue, including a fresh issue of ₹500 crore to fund a new plant. Sanjeevani Hospitals, which runs nine multi-speciality hospitals in smaller cities, is seeking about ₹950 crore, largely through an offer for sale by a private equity investor. Prabhat Small Finance Bank aims to raise about ₹650 crore to strengthen its capital base.',
      },
      {
        p: 'The regulator typically takes two to three months to review draft documents and may ask for changes or further disclosures. Once approved, companies have 12 months to launch their issues.',
      },
      {
        quote:
          'The pipeline is healthy and diverse. Investors will have a lot of choice in the coming months, which makes reading each offer document carefully even more important.',
        by: 'Ashok Nair, investment banker',
      },
      {
        p: 'Price bands and issue dates will be announced after the regulator completes its review.',
      },
    ],
    tags: ['IPO pipeline', 'DRHP'],
    keywords: ['draft red herring prospectus', 'upcoming ipos', 'ipo filings', 'ipo pipeline'],
    focusKeyword: 'draft',
    image: 'ipo-7',
    imageAlt: 'Abstract illustration of three stacks of papers with a bell icon suggesting a market opening',
    hoursAgo: 503,
  },
  // ─────────────────────────────── Business ───────────────────────────────
  {
    title: 'How a 60-year-old textile mill halved its debt and found new buyers',
    category: 'Business',
    description:
      'Sutradhar Mills was close to default four years ago. A third-generation managing director, a painful restructuring and a bet on technical fabrics have turned it around.',
    excerpt:
      'Fewer products, a smaller head office, a deal with lenders and a new line of fabrics for hospitals and car seats: the inside story of a family firm that refused to close.',
    body: [
      {
        p: 'Four years ago, Sutradhar Mills was weeks away from missing a loan repayment. The 60-year-old family-owned textile company, which employs about 3,400 people at two mills, had debts of ₹620 crore, was losing money on most of the products it made and had just lost its largest export customer. Bankers were discussing whether to push the company into insolvency.',
      },
      {
        p: 'Today, Sutradhar’s debt stands at ₹290 crore, it has reported profits for eleven consecutive quarters, and roughly a third of its revenue comes from products it did not make at all five years ago. Its managing director, Nandini Sutradhar, who took over from her father at 34, describes the turnaround as the result of a handful of unglamorous decisions made quickly and a few more made slowly.',
      },
      { h2: 'Cutting to survive' },
      {
        p: 'The first decision was to stop making most things. When Nandini Sutradhar took charge, the company produced more than 1,100 varieties of yarn and fabric. An analysis by a small team of young managers she assembled found that about 70 per cent of those varieties lost money once the costs of changing machines between short production runs were counted.',
      },
      {
        quote:
          'We had become a company that said yes to every order because saying no felt like failure. Some of those orders were for 200 metres of fabric in a colour nobody else wanted. We were paying our customers to buy from us.',
        by: 'Nandini Sutradhar, managing director, Sutradhar Mills',
      },
      {
        p: 'Within a year the product range was cut to about 280 varieties. Some long-standing customers left. Revenue fell by about 18 per cent in the first year, but gross margins improved by more than five percentage points because machines spent less time idle between runs and less yarn was wasted.',
      },
      {
        p: 'The head office, in a large city 300 km from the mills, was shrunk from 140 staff to 45, with many functions moved to the mill towns. Nandini Sutradhar moved too, living for two years in a guest house on the mill compound. She says that was the single most useful thing she did: problems that used to take weeks to reach her now arrived the same afternoon.',
      },
      { h2: 'A deal with the lenders' },
      {
        p: 'The second step was a restructuring agreement with the company’s six lenders. In exchange for a two-year moratorium on principal repayments and a modest cut in interest rates, the family agreed to sell a plot of land near the city office that had been in its hands for decades, raising ₹140 crore, and to pledge part of its shareholding as additional security.',
      },
      {
        p: 'Lenders also insisted on monthly reviews and the appointment of an independent director with restructuring experience. Former banker Girish Natarajan joined the board and, by his own account, spent the first six months mostly asking for numbers that did not yet exist.',
      },
      {
        quote:
          'The family was honest, which is rarer than you would think. But the systems were from another era. They knew their sales to the rupee and had no idea what any single product actually cost to make. You cannot run a turnaround on instinct.',
        by: 'Girish Natarajan, independent director',
      },
      {
        p: 'A new costing system, built largely on spreadsheets at first and later moved to cheap business software, became the basis for almost every decision that followed. Managers at each mill now see a weekly report showing the margin on every product line. Natarajan calls it the least glamorous and most important change the company made.',
      },
      { h2: 'The bet on technical fabrics' },
      {
        p: 'The third decision was the riskiest. Rather than compete on price for ordinary cotton fabrics, where manufacturers in several countries were cutting prices, Sutradhar decided to move into technical textiles: fabrics engineered for specific uses, such as hospital bed linen that resists bacteria, flame-retardant upholstery for buses and trains, and breathable covers for car seats.',
      },
      {
        p: 'The shift required about ₹85 crore of new machinery, funded partly by a government incentive scheme for technical textiles, and two years of testing and certification before the first large orders arrived. For a company still recovering from near-default, it was a significant gamble.',
      },
      {
        p: 'It has paid off, so far. Technical fabrics now account for about 34 per cent of revenue and, according to the company, more than half of its operating profit. Customers include hospital groups, two bus body builders and a supplier to car makers. Orders tend to be larger, more predictable and less sensitive to price than in the fashion fabric market.',
      },
      {
        ul: [
          'Debt: down from ₹620 crore to ₹290 crore in four years',
          'Product varieties: cut from about 1,100 to 280',
          'Technical textiles: about 34% of revenue',
          'Employees: about 3,400, with no forced layoffs at the mills',
          'Consecutive profitable quarters: 11',
        ],
      },
      { h2: 'What the workers saw' },
      {
        p: 'Through the restructuring, the company avoided forced layoffs at the mills, although it offered voluntary retirement to about 260 older workers and did not replace many who left. Workers’ representatives say the period was tense. Overtime was cut, bonuses were frozen for two years, and rumours of closure circulated regularly.',
      },
      {
        p: 'Laxmi Bai Gaikwad, who has worked on the weaving floor for 23 years and is a union representative, said what kept workers on board was that the managing director held open meetings every month on the mill floor, explaining the numbers and answering questions, including angry ones.',
      },
      {
        quote:
          'She did not promise us that everything would be fine. She told us the bank figures, the orders, the losses. When you know the truth, you can bear a lot. It is the secrets that make people afraid.',
        by: 'Laxmi Bai Gaikwad, weaver and union representative',
      },
      {
        p: 'Bonuses were restored last year, and about 180 workers have been retrained to operate the new machines for technical fabrics, which pay somewhat higher wages.',
      },
      { h2: 'Not out of the woods' },
      {
        p: 'Nandini Sutradhar is cautious about declaring victory. Debt is still higher than she would like, cotton prices remain volatile, and the technical textiles market is attracting competitors. She plans to cut debt below ₹150 crore within three years and is considering listing a minority stake on the exchanges to fund further expansion, although she says no decision has been made.',
      },
      {
        p: 'Asked what other family businesses in trouble might learn from Sutradhar’s experience, she pauses before answering. The hardest part, she says, was not any single decision but accepting that the company her grandfather built had to become a different kind of company to survive. Once the family accepted that, she says, the rest was mostly arithmetic.',
      },
    ],
    tags: ['Turnaround', 'Textiles', 'Family business', 'Manufacturing'],
    keywords: [
      'textile mill turnaround',
      'family business debt restructuring',
      'technical textiles',
      'manufacturing revival',
      'corporate turnaround story',
    ],
    focusKeyword: 'technical textiles',
    image: 'business-1',
    imageAlt: 'Abstract illustration of looms weaving bright threads into an upward-sloping chart',
    hoursAgo: 35,
  },
  {
    title: 'Central bank holds interest rates steady but signals a cut later this year',
    category: 'Business',
    description:
      'The monetary policy committee kept the benchmark rate unchanged for a sixth straight meeting, but softer inflation and slowing credit growth opened the door to easing.',
    excerpt:
      'Four of six committee members voted to hold, two to cut. The governor said the committee would act once it was confident that food inflation had cooled for good.',
    body: [
      {
        p: 'The central bank kept its benchmark lending rate unchanged at 6.5 per cent on Wednesday for the sixth consecutive policy meeting, but its governor signalled that a reduction could come later this year if inflation continued to ease.',
      },
      {
        p: 'The monetary policy committee voted four to two to hold the rate, with two members voting for a cut of 0.25 percentage points. It was the first time in more than a year that any member had voted to lower rates, and markets took it as a sign that the easing cycle was drawing closer.',
      },
      {
        p: 'Retail inflation has slowed to 4.3 per cent, from above 6 per cent a year ago, helped by lower fuel prices and a good harvest. However, food prices, particularly vegetables and pulses, have remained volatile, and the committee said it wanted more evidence that the decline was durable.',
      },
      {
        quote:
          'We are not declaring victory. Inflation has come down, and that is welcome. But we have seen food prices jump back before, and we want to be sure before we move.',
        by: 'The governor of the central bank, speaking after the policy announcement',
      },
      { h2: 'Growth concerns' },
      {
        p: 'The central bank trimmed its forecast for economic growth this financial year to 6.6 per cent from 6.8 per cent, citing weaker exports and slower growth in bank credit to businesses. Several economists said the growth revision strengthened the case for a cut at the next meeting, in about two months.',
      },
      {
        p: 'Bank credit growth slowed to about 12 per cent from nearly 16 per cent a year earlier, partly because of tighter rules on unsecured personal loans introduced last year.',
      },
      {
        quote:
          'The tone has clearly shifted. With inflation near target and growth softening, we now expect a quarter-point cut at the next meeting and possibly another before the end of the year.',
        by: 'Radhika Chawla, chief economist at a private bank',
      },
      { h2: 'What it means for borrowers' },
      {
        p: 'For home loan and car loan borrowers, the decision means no immediate change in monthly instalments. Most floating-rate loans are linked to the benchmark rate, so a cut later in the year would lower interest rates with a lag of up to three months.',
      },
      {
        p: 'Depositors, on the other hand, may want to lock in current fixed-deposit rates before banks begin lowering them in anticipation of a policy cut. Several banks have already trimmed rates on some longer-term deposits by 10 to 25 basis points.',
      },
      {
        p: 'Bond prices rose after the announcement, with the yield on the ten-year government bond falling six basis points. The stock market ended the day slightly higher, led by banking and real estate shares, which tend to benefit from lower interest rates.',
      },
      {
        p: 'The central bank also left unchanged the share of deposits that banks must keep with it in reserve and said it would continue to manage liquidity in the banking system through regular operations.',
      },
    ],
    tags: ['Interest rates', 'Inflation', 'Monetary policy'],
    keywords: [
      'central bank rate decision',
      'repo rate unchanged',
      'home loan emi',
      'inflation outlook',
      'monetary policy committee',
    ],
    focusKeyword: 'monetary policy committee',
    image: 'business-2',
    imageAlt: 'Abstract illustration of a balanced scale with coins and a percentage sign',
    trending: true,
    hoursAgo: 8,
  },
  {
    title: 'Small online sellers turn to shared warehouses as delivery costs climb',
    category: 'Business',
    description:
      'Shared fulfilment centres that store, pack and ship for dozens of small brands are growing fast, as sellers look for ways to offer faster delivery without renting space.',
    excerpt:
      'A soap maker, a tea brand and a kids’ clothing label now ship from the same floor. For small sellers, sharing space and staff has cut the cost per order by up to a quarter.',
    body: [
      {
        p: 'At a warehouse on the outskirts of the city, the shelves hold an unusual mix: handmade soaps next to packets of tea, children’s clothing a few racks away from pet food. None of these products belongs to the company that runs the building. It is a shared fulfilment centre, storing, packing and shipping orders for 140 small online brands.',
      },
      {
        p: 'Shared warehouses of this kind are multiplying as small e-commerce sellers struggle with rising delivery costs and customers’ expectations of next-day delivery. Rather than rent their own storage space and hire packers, sellers pay a fee for each order shipped and for the shelf space they use.',
      },
      {
        p: 'The operator of this warehouse, PackHub, says it now handles about 22,000 orders a day across four centres, up from 6,000 a year ago. Its chief executive, Rohan Mehra, says most clients sell between 50 and 2,000 orders a month.',
      },
      {
        quote:
          'A brand selling 300 orders a month cannot negotiate good rates with couriers or afford a warehouse in every region. Put 140 of them together and suddenly they have the buying power of a large retailer.',
        by: 'Rohan Mehra, chief executive, PackHub',
      },
      { h2: 'The savings' },
      {
        p: 'Sellers who spoke to this publication said that moving to a shared warehouse had cut their total cost per order, including storage, packing and courier fees, by 15 to 25 per cent. Because the centres are spread across regions, orders can be shipped from the warehouse nearest the customer, shortening delivery times.',
      },
      {
        p: 'Ayesha Khan, who runs a small natural skincare brand, said she used to pack orders from a spare room at home with two part-time helpers. After moving her stock to PackHub, she said she spends more time on product development and marketing and her average delivery time has fallen from five days to two.',
      },
      {
        quote:
          'I used to spend my evenings taping boxes. Now I spend them working on new products. The warehouse costs more than my spare room, but it costs far less than my time.',
        by: 'Ayesha Khan, founder of a skincare brand',
      },
      { h2: 'Risks and limits' },
      {
        p: 'Shared fulfilment is not without drawbacks. Sellers give up direct control over how their products are handled and packed, and mistakes by the warehouse reflect on their brand. Several sellers said they had experienced mix-ups during peak sale seasons, when volumes spike.',
      },
      {
        p: 'Operators also face thin margins and must keep warehouses busy to break even. Industry analysts said some smaller shared-warehouse companies had closed in the past year after failing to sign enough clients, leaving sellers scrambling to move stock.',
      },
      {
        p: 'For sellers considering the switch, consultants recommend checking the operator’s error rates, its integration with the marketplaces they sell on, and the terms for moving stock out if they later decide to leave.',
      },
    ],
    tags: ['E-commerce', 'Logistics', 'Small business'],
    keywords: [
      'shared fulfilment centre',
      'small online sellers',
      'e-commerce delivery costs',
      'warehouse outsourcing',
    ],
    focusKeyword: 'shared warehouse',
    image: 'business-3',
    imageAlt: 'Abstract illustration of colourful parcels moving along conveyor belts in a warehouse',
    hoursAgo: 82,
  },
  {
    title: 'Coffee chain Brewhouse 21 plans 150 new outlets, mostly in smaller cities',
    category: 'Business',
    description:
      'The chain will invest about ₹180 crore over two years, betting that young consumers in smaller cities are ready to pay for café coffee. Two-thirds of new outlets will be outside metros.',
    excerpt:
      'Smaller stores, lower prices and regional snacks on the menu are central to the plan. The company says its outlets in smaller cities already break even faster than those in metros.',
    body: [
      {
        p: 'Brewhouse 21, a coffee chain with 210 outlets, plans to open 150 more over the next two years, with about two-thirds of them in smaller cities, its founder and chief executive said on Tuesday.',
      },
      {
        p: 'The company will invest about ₹180 crore in the expansion, funded by internal cash and a ₹120 crore investment from a consumer-focused private equity fund announced last month.',
      },
      {
        p: 'Founder Karan Sethi said outlets the chain had opened in smaller cities over the past two years were reaching break-even in about 14 months, compared with about 20 months in metros, because rents and staff costs were lower while sales were only slightly below metro levels.',
      },
      {
        quote:
          'The young people in these cities watch the same videos and want the same experiences as anyone in a metro. What they did not have was a good café nearby at a price that makes sense. That is the gap we are filling.',
        by: 'Karan Sethi, founder and chief executive, Brewhouse 21',
      },
      { h2: 'A different format' },
      {
        p: 'The new outlets will be smaller than the chain’s metro cafés, typically 600 to 900 square feet, and will focus on takeaway and delivery alongside limited seating. Prices will be about 10 to 15 per cent lower than in metros, with a basic cappuccino priced at around ₹140.',
      },
      {
        p: 'Menus will include regional snacks alongside the chain’s standard sandwiches and pastries. In pilot outlets, items such as filter coffee, poha and local sweets have accounted for nearly a fifth of food sales.',
      },
      {
        p: 'The company also plans to source more of its coffee directly from growers in the southern hills, which it says will help it control costs and tell a story about origin to customers.',
      },
      { h2: 'Competition' },
      {
        p: 'The café market has become crowded, with several national chains and many local independent cafés competing for the same young customers. Analysts said smaller cities offered growth but also carried risks, including lower spending power and a greater sensitivity to price.',
      },
      {
        quote:
          'The opportunity is real, but so is the risk of overexpansion. Several chains have grown too fast in the past and had to close outlets. The ones that succeed will be disciplined about location.',
        by: 'Tanvi Malhotra, consumer sector analyst',
      },
      {
        p: 'Sethi said the company would open new outlets only where it had tested demand through delivery sales from nearby kitchens first, and that it would close underperforming stores promptly rather than wait. He said the company expects to turn a profit at the group level this financial year.',
      },
      {
        p: 'The company closed 11 outlets last year, most in expensive high-street locations where rents had risen faster than sales.',
      },
      {
        p: 'The expansion is expected to create about 1,800 jobs, most of them for baristas and store staff, who will be trained at three regional training centres.',
      },
    ],
    tags: ['Retail', 'Cafés', 'Expansion'],
    keywords: ['coffee chain expansion', 'cafe business smaller cities', 'brewhouse 21', 'consumer retail growth'],
    focusKeyword: 'outlets',
    image: 'business-4',
    imageAlt: 'Abstract illustration of a coffee cup with steam forming a map of small city icons',
    hoursAgo: 186,
  },
  {
    title: 'Electric scooter maker Volta Motors posts its first quarterly profit',
    category: 'Business',
    description:
      'The company earned ₹14 crore in the April–June quarter on revenue of ₹620 crore, helped by lower battery costs and a shift to higher-priced models with longer range.',
    excerpt:
      'After six years of losses, the company says it has reached profitability without relying on government subsidies. Analysts want to see whether it can repeat the result in a slower festival quarter.',
    body: [
      {
        p: 'Volta Motors, a maker of electric scooters and motorcycles, reported its first quarterly profit on Monday, earning a net ₹14 crore in the April–June quarter compared with a loss of ₹96 crore in the same period last year.',
      },
      {
        p: 'Revenue rose 38 per cent to ₹620 crore as the company sold about 58,000 vehicles, up from 44,000 a year earlier. Its gross margin improved to 24 per cent from 15 per cent, which the company attributed to lower battery cell prices, a larger share of sales from higher-priced models and savings from making more components in-house.',
      },
      {
        quote:
          'We have said for years that electric two-wheelers can be a profitable business without depending on subsidies. This quarter is the first proof. Now we have to show it was not a one-off.',
        by: 'Sneha Raghunathan, co-founder and chief executive, Volta Motors',
      },
      { h2: 'Battery costs fell' },
      {
        p: 'Batteries typically account for 35 to 40 per cent of the cost of an electric scooter. Volta said the price it pays for battery cells had fallen by about 20 per cent over the year, and that it had redesigned its battery packs to use fewer parts and assemble more quickly.',
      },
      {
        p: 'The company also shifted its sales mix. Its newer model, with a range of about 150 km per charge and priced at about ₹1.35 lakh, now accounts for more than half of its sales. Buyers have shown a willingness to pay more for longer range, which eases worries about running out of charge.',
      },
      { h2: 'Questions remain' },
      {
        p: 'Analysts welcomed the result but noted that the April–June quarter included a one-time gain of about ₹9 crore from the sale of old equipment. Excluding that, the company would have been only narrowly profitable.',
      },
      {
        p: 'The July–September quarter is usually slower for two-wheeler sales ahead of the festive season, and competition has intensified, with several established motorcycle makers launching electric models at aggressive prices.',
      },
      {
        quote:
          'It is a milestone, no doubt. But profitability in one strong quarter, helped by a one-off gain, is not the same as a sustainable business. The next four quarters will tell the real story.',
        by: 'Manish Goyal, automobile sector analyst',
      },
      {
        p: 'Volta said it would spend about ₹250 crore this year on expanding its charging network and service centres, which customers have frequently criticised as too thin outside large cities. It aims to double the number of service centres to 400 by March.',
      },
      {
        p: 'The company has about 2,900 employees and operates one assembly plant. It has not ruled out raising money through a public listing in the next two years, but said no decision had been taken.',
      },
      {
        p: 'Shares of listed component suppliers to the company rose on the news, with investors reading the result as a sign that the electric two-wheeler market is maturing.',
      },
    ],
    tags: ['Electric vehicles', 'Quarterly results', 'Two-wheelers'],
    keywords: [
      'electric scooter profit',
      'ev maker quarterly results',
      'battery cost decline',
      'electric two-wheelers',
    ],
    focusKeyword: 'profit',
    image: 'business-5',
    imageAlt: 'Abstract illustration of an electric scooter silhouette with a lightning bolt and rising line',
    hoursAgo: 296,
  },
  {
    title: 'Gold edges higher as jewellers restock ahead of the wedding season',
    category: 'Business',
    description:
      'Domestic gold prices rose about 1.5 per cent over the week to around ₹72,400 per 10 grams, as jewellers placed orders for the upcoming wedding season.',
    excerpt:
      'Buying from jewellers and a softer dollar lifted prices. Traders say demand for lighter jewellery is growing as buyers balance tradition against cost.',
    body: [
      {
        p: 'Gold prices in the domestic market rose about 1.5 per cent this week to around ₹72,400 per 10 grams for 24-carat gold, as jewellers stepped up purchases ahead of the wedding season and a weaker dollar lent support to international prices.',
      },
      {
        p: 'Traders said jewellers had begun restocking after several months of cautious buying, expecting stronger demand from families preparing for weddings in the coming months.',
      },
      {
        p: 'Demand for lighter pieces, weighing under 10 grams, has been growing as buyers try to keep to budgets at current prices. Several jewellers have introduced designs in 18-carat gold, which is cheaper and more durable, to cater to younger customers.',
      },
      {
        quote:
          'Families still want gold for weddings, but they are buying smarter. They ask about weight first and design second. That was not the case five years ago.',
        by: 'Mahendra Soni, jeweller and trade association member',
      },
      {
        p: 'Analysts expect prices to remain firm in the near term but warned that a stronger dollar or a fall in global demand could reverse the gains.',
      },
      {
        p: 'Silver prices also rose during the week, by about 2 per cent, as industrial demand from solar panel and electronics makers remained strong.',
      },
    ],
    tags: ['Gold', 'Commodities', 'Weddings'],
    keywords: ['gold price today', 'gold wedding season demand', 'jewellery demand', '24 carat gold rate'],
    focusKeyword: 'gold',
    image: 'business-6',
    imageAlt: 'Abstract illustration of gold bangles and coins arranged on a deep red cloth',
    hoursAgo: 438,
  },
  {
    title: 'Regional airline Skyrise to lease 12 more aircraft as routes expand',
    category: 'Business',
    description:
      'The carrier will add the turboprop aircraft over 18 months to launch flights to 14 smaller airports, many of which currently have one or no scheduled services.',
    excerpt:
      'Skyrise says regional routes are filling up faster than expected. The leases will take its fleet to 30 aircraft and add about 700 jobs.',
    body: [
      {
        p: 'Skyrise Aviation, a regional airline focused on smaller cities, said on Friday it had signed agreements to lease 12 more turboprop aircraft over the next 18 months, taking its fleet to 30.',
      },
      {
        p: 'The new aircraft, each with about 72 seats, will be used to launch flights to 14 smaller airports, many of which have one or no scheduled services at present. The airline currently flies to 26 destinations.',
      },
      {
        p: 'Chief executive Rajesh Pillai said seat occupancy on regional routes had averaged 81 per cent over the past year, above the airline’s projections, and that travellers were increasingly choosing short flights over long road and rail journeys.',
      },
      {
        quote:
          'A four-hour flight with connections is not attractive. A 70-minute direct flight from a town to the state capital is. That is our entire business model.',
        by: 'Rajesh Pillai, chief executive, Skyrise Aviation',
      },
      {
        p: 'The expansion is expected to create about 700 jobs, including pilots, cabin crew and engineers. The airline said it would announce new routes and schedules in phases as each aircraft arrives.',
      },
      {
        p: 'The airline has also said it will open a pilot training partnership with a flying school to secure a steady supply of first officers for its growing fleet.',
      },
    ],
    tags: ['Aviation', 'Regional connectivity'],
    keywords: ['regional airline expansion', 'aircraft lease', 'smaller city flights', 'turboprop routes'],
    focusKeyword: 'turboprop',
    image: 'business-7',
    imageAlt: 'Abstract illustration of a small propeller plane crossing a patchwork of fields and towns',
    hoursAgo: 577,
  },
  // ─────────────────────────────── Entertainment ───────────────────────────────
  {
    title: 'How a ₹6 crore film called ‘Monsoon Letters’ became the year’s surprise hit',
    category: 'Entertainment',
    description:
      'No stars, no songs in foreign locations and a first-time director from a small town. Eleven weeks after release, the film has earned more than ₹90 crore at the box office.',
    excerpt:
      'It opened on 180 screens to almost no publicity. Word of mouth, a patient distributor and a final scene that audiences refused to stop talking about did the rest.',
    body: [
      {
        p: 'When ‘Monsoon Letters’ opened in theatres on a rainy Friday in June, it was playing on 180 screens, most of them single-screen cinemas in smaller towns. Its trailer had been viewed a few lakh times online. Its lead actors were unknown outside theatre circles. The trade press gave it a few lines.',
      },
      {
        p: 'Eleven weeks later, the film is still running on more than 900 screens and has earned about ₹92 crore at the domestic box office, against a production budget of roughly ₹6 crore. It has become the most talked-about film of the year, and a case study that producers, distributors and film students are trying to understand.',
      },
      { h2: 'A story from a post office' },
      {
        p: 'The film tells the story of a postmaster in a small hill town who, over a single monsoon season, begins secretly answering letters addressed to a man who died years earlier. The letters come from the dead man’s estranged daughter, who does not know he has died. What begins as an act of kindness becomes a correspondence that changes both their lives.',
      },
      {
        p: 'Director Ishaan Bhattacharya, 31, grew up above a sub-post office run by his grandfather in a town of about 40,000 people. He wrote the first draft of the screenplay at 23, while working as an assistant editor on television serials, and spent six years trying to get it made.',
      },
      {
        quote:
          'Every producer liked the script and asked who the star would be. When I said I wanted actors nobody knew, so that the audience would believe they were real people, the meetings ended politely. I heard “very nice, very small” maybe fifty times.',
        by: 'Ishaan Bhattacharya, director, Monsoon Letters',
      },
      {
        p: 'The film was eventually financed by Lantern House Pictures, a small production company run by two former advertising executives, Ruchi Kapoor and Sameer Dutta, who had made two modestly successful documentaries. They raised the money partly from their own savings and partly from a group of about 30 individual investors, including several doctors and a retired bank manager.',
      },
      { h2: 'Shot in the rain, on purpose' },
      {
        p: 'The production was built around the monsoon. Bhattacharya insisted on shooting during the actual rainy season in a hill town, rather than using artificial rain, because he wanted the light, the sound and the damp to feel real. That meant a 38-day shoot in which about a third of the days were lost to storms, landslides on the approach road or power cuts.',
      },
      {
        p: 'The crew of 46 lived in two guest houses and a converted school. Local residents appear throughout the film as extras, and the post office in the film is a real, working sub-post office whose staff agreed to move their counters for three weeks. The postmaster of that office has a small speaking part.',
      },
      {
        quote:
          'We would set up a shot and the rain would stop. Then we would pack up and it would start again. After a week, the whole crew learned to read the sky like farmers. It made the film better, because we stopped trying to control everything.',
        by: 'Anita Rao, cinematographer',
      },
      {
        p: 'Lead actor Vivek Saran, who plays the postmaster, had spent 15 years in regional theatre and had appeared in a handful of films in small roles. Actress Meher Qadri, who plays the daughter, was cast after Bhattacharya saw her in a college play. Both were paid modest fees plus a share of profits, an arrangement that has since made them considerably better off.',
      },
      { h2: 'A patient release' },
      {
        p: 'What happened after the film was finished is, in many ways, the more unusual part of the story. Rather than push for a wide release, Lantern House’s distributor, a mid-sized firm called Meridian Screens, opened the film quietly in smaller towns and a few city theatres, spending less than ₹40 lakh on publicity.',
      },
      {
        p: 'The first weekend collection was about ₹1.8 crore, modest but respectable for the screen count. What caught the distributor’s attention was what happened next: collections on the second weekend were higher than the first, and on the third weekend higher again. In most films, collections fall sharply after the opening weekend.',
      },
      {
        ul: [
          'Production budget: about ₹6 crore',
          'Opening screens: 180',
          'Screens in week 8: more than 900',
          'First weekend collection: about ₹1.8 crore',
          'Domestic box office after 11 weeks: about ₹92 crore',
        ],
      },
      {
        p: 'Meridian added screens gradually, following demand rather than trying to create it. Theatre owners in cities began asking for the film after customers requested it. By the sixth week, several multiplexes were running it in their largest halls.',
      },
      {
        quote:
          'We let the audience be our marketing department. Every week we looked at where it was full and added a show there. No big launch, no pressure. A film like this has to be discovered, not announced.',
        by: 'Farhan Ali, head of distribution, Meridian Screens',
      },
      { h2: 'That final scene' },
      {
        p: 'Much of the word of mouth centres on the film’s final ten minutes, which this article will not describe in detail. Audiences have been posting videos of themselves leaving cinemas in tears, and several theatres have reported that viewers remain seated through the end credits, which play over archival photographs of real postal workers from hill towns.',
      },
      {
        p: 'Film critic Nandita Sen, who reviewed the film in its first week when few others did, said its success reflected an appetite for stories about ordinary people treated with seriousness and restraint.',
      },
      {
        p: 'She pointed out that the film has no villain, no fight scenes and only one song, sung by a postman on his bicycle. What it has, she said, is patience, and audiences tired of noise seem to have found that unexpectedly moving.',
      },
      { h2: 'What the industry takes from it' },
      {
        p: 'Producers caution against drawing too many lessons from a single success. For every ‘Monsoon Letters’, they note, there are dozens of small, sincere films that never find an audience. But the film’s path has strengthened arguments for slower, demand-led releases for smaller films, rather than the all-or-nothing opening weekend that dominates the industry.',
      },
      {
        p: 'Bhattacharya is writing his next film, which he says will also be set in a small town and will also feature actors few people know. He has had many more meetings this time, and fewer polite endings. Lantern House has announced that it will fund three films by first-time directors next year, each with a budget under ₹8 crore.',
      },
      {
        p: 'The postmaster of the real sub-post office where the film was shot says that letters have started arriving addressed to the fictional postmaster. He has not decided what to do with them yet. For now, he says, he is keeping them in a drawer, which is, he notes, exactly how the story in the film begins.',
      },
    ],
    tags: ['Cinema', 'Box office', 'Independent film'],
    keywords: [
      'monsoon letters box office',
      'surprise hit film',
      'small budget film success',
      'word of mouth release',
      'independent indian cinema',
    ],
    focusKeyword: 'box office',
    image: 'entertainment-1',
    imageAlt: 'Abstract illustration of envelopes drifting through monsoon rain past a glowing cinema screen',
    hoursAgo: 16,
  },
  {
    title: '‘The Last Ferry’ renewed for a second season after record viewing numbers',
    category: 'Entertainment',
    description:
      'The eight-part thriller about a ferry operator drawn into a smuggling ring became the streaming service’s most-watched original series in its first month, its makers say.',
    excerpt:
      'The cast returns, the story moves from the islands to the mainland, and the showrunner promises answers to the cliffhanger that left viewers arguing for weeks.',
    body: [
      {
        p: 'Streaming service Tidewave has renewed ‘The Last Ferry’ for a second season after the thriller became its most-watched original series, with about 3.1 crore viewing hours in its first 28 days, the company said on Thursday.',
      },
      {
        p: 'The eight-episode series follows Joseph D’Cruz, a widowed ferry operator on a chain of islands, who is drawn into a smuggling network after agreeing to carry a single unmarked crate to pay for his daughter’s surgery. The role is played by veteran stage actor Francis Almeida, in his first lead role on screen.',
      },
      {
        p: 'Critics praised the series for its slow-burn tension, its portrait of island life and the performance of Almeida, who is 58. Several episodes were shot on a working ferry, with real passengers occasionally visible in the background.',
      },
      {
        quote:
          'I had given up on leading roles. I thought my job was to play somebody’s father for three scenes. This show has given me a second career at an age when most actors are told to retire.',
        by: 'Francis Almeida, actor',
      },
      { h2: 'What happens next' },
      {
        p: 'Showrunner Priya Menezes said the second season would move much of the action from the islands to the mainland port city, as Joseph tries to break free of the smuggling ring and protect his daughter. Most of the main cast will return, including Ritu Fernandes as the customs officer who suspects him.',
      },
      {
        p: 'Menezes said she would answer the central question left by the first season’s final episode, in which Joseph opens the crate, but declined to give anything away.',
      },
      {
        quote:
          'People have stopped me in the market to ask what was in the crate. My own mother asked me. I have told nobody, and I intend to keep it that way until the new season drops.',
        by: 'Priya Menezes, showrunner',
      },
      { h2: 'A boost for regional stories' },
      {
        p: 'The series was filmed largely in a coastal language with subtitles in eight others, and about 60 per cent of its viewing came from outside the state where it is set, according to Tidewave. Industry executives said the success would strengthen the case for commissioning more regional stories with national appeal.',
      },
      {
        p: 'The streaming service has also reported a sharp rise in viewing of the series in its dubbed versions, particularly in northern states, where the Hindi dub accounted for about a quarter of total viewing hours.',
      },
      {
        p: 'Filming for the second season begins after the monsoon, and Tidewave expects to release it late next year. The first season remains available on the platform, and the company said it would also release a behind-the-scenes documentary next month.',
      },
      {
        p: 'Tidewave did not disclose how many subscribers watched the series, but said it had been among its ten most-watched titles in 14 of the 18 states where it operates.',
      },
    ],
    tags: ['Streaming', 'Web series', 'Thriller'],
    keywords: ['the last ferry season 2', 'web series renewed', 'streaming thriller', 'most watched series'],
    focusKeyword: 'second season',
    image: 'entertainment-2',
    imageAlt: 'Abstract illustration of a lone ferry crossing dark water under a lantern-lit sky',
    trending: true,
    hoursAgo: 11,
  },
  {
    title: 'Konkan Shores Film Festival opens with a debut about a fishing village',
    category: 'Entertainment',
    description:
      'The seven-day festival will screen 86 films from 27 countries. Its opening film, made by a 26-year-old director with a borrowed camera, drew a standing ovation.',
    excerpt:
      'Organisers have added free open-air screenings on the beach this year, along with a market where independent filmmakers can pitch projects to producers and streaming services.',
    body: [
      {
        p: 'The Konkan Shores Film Festival opened on Friday evening with ‘Salt and Net’, the debut feature of 26-year-old director Ashwini Tandel, whose film about three generations of women in a fishing village received a standing ovation at its premiere.',
      },
      {
        p: 'The seven-day festival, now in its ninth year, will screen 86 films from 27 countries across four venues, including 19 feature debuts. Organisers said attendance passes had sold out for the first time, with about 4,800 delegates registered.',
      },
      {
        p: 'Tandel, who grew up in a fishing community, shot the film over 24 days with a borrowed camera and a crew of nine, casting women from her own village in all the main roles. None of them had acted before.',
      },
      {
        quote:
          'My grandmother plays my grandmother. She kept correcting the dialogue, saying nobody in our village would talk like that. She was always right, so I let her rewrite her lines.',
        by: 'Ashwini Tandel, director, Salt and Net',
      },
      { h2: 'Beach screenings and a film market' },
      {
        p: 'This year the festival has introduced free open-air screenings on the beach every evening, showing restored classics and family films on a large inflatable screen. About 3,000 people attended the first screening, festival director Leon Fernandes said.',
      },
      {
        p: 'The festival is also hosting its first film market, where 40 independent filmmakers will pitch projects in development to producers, sales agents and streaming services over three days. Organisers said 22 companies had registered to attend.',
      },
      {
        quote:
          'A festival should not just show films. It should help the next films get made. Many talented people in this region have scripts and no idea how to reach a producer. The market is a door.',
        by: 'Leon Fernandes, festival director',
      },
      { h2: 'Highlights' },
      {
        p: 'Other highlights include a retrospective of a pioneering documentary filmmaker, a section devoted to films about climate and the coast, and a programme of short films made by school students from coastal districts.',
      },
      {
        p: 'The international competition jury, led by a veteran cinematographer, will announce its awards on the closing night. The top prize carries a cash award of ₹10 lakh.',
      },
      {
        p: 'This year’s competition line-up leans heavily towards first and second features, with 11 of the 14 films in the main section made by directors under 35. Programmers said they had received about 2,300 submissions, nearly double the number five years ago, with a marked rise in films from smaller towns shot on modest budgets.',
      },
      {
        p: 'Tickets for individual screenings are available at the venues and online. Organisers advise visitors to use the shuttle buses running between venues, as parking near the beach is limited.',
      },
      {
        p: 'Local businesses say the festival has become one of the busiest weeks of the year. Guest houses near the venues are fully booked, and a group of women’s self-help groups has set up food stalls selling coastal snacks and fish curry meals outside the main theatre.',
      },
    ],
    tags: ['Film festival', 'Independent film', 'Debut directors'],
    keywords: ['konkan shores film festival', 'film festival opening', 'debut feature film', 'independent filmmakers'],
    focusKeyword: 'festival',
    image: 'entertainment-3',
    imageAlt: 'Abstract illustration of an open-air cinema screen glowing on a beach at dusk',
    hoursAgo: 100,
  },
  {
    title: 'Review: ‘Paper Kites’ is a warm, funny film about grandparents and grandkids',
    category: 'Entertainment',
    description:
      'A grandfather, a granddaughter and a summer kite festival: this gentle comedy avoids melodrama and earns its tears honestly. Three and a half stars.',
    excerpt:
      'Veteran actor Harish Vaidya and newcomer Tara Mehrotra make an unlikely, delightful pair in a film that knows how to be small without being slight.',
    body: [
      {
        p: 'There is a scene midway through ‘Paper Kites’ in which a 74-year-old man and his 11-year-old granddaughter sit on a rooftop, arguing about whether it is cheating to use glass-coated string in a kite fight. He says it is tradition. She says it is dangerous and unfair to birds. Neither wins. It is the best scene in a film that is full of small, well-observed moments like it.',
      },
      {
        p: 'Directed by Shreya Malik, ‘Paper Kites’ follows Hari Shankar Joshi, a retired schoolteacher played by veteran actor Harish Vaidya, who is asked to look after his granddaughter Mini, played by newcomer Tara Mehrotra, for a summer while her parents deal with a crisis they do not explain to her. The two have met only a handful of times and have nothing in common, except, it turns out, stubbornness.',
      },
      { h2: 'A pair worth watching' },
      {
        p: 'The film rests on its two leads, and they carry it easily. Vaidya, who has spent much of his career in supporting roles as stern fathers and officials, is allowed here to be funny, vain and occasionally foolish. He is especially good in the scenes where Hari tries and fails to use a smartphone, refusing all help.',
      },
      {
        p: 'Mehrotra, in her first film, is a genuine find. She plays Mini as neither precocious nor adorable, but as a sharp, sometimes sulky child trying to make sense of adult silences. Her comic timing in the scenes with Vaidya is remarkable for an actor of any age.',
      },
      {
        p: 'Malik’s screenplay, co-written with Anand Verma, resists the temptation to turn the story into a tearjerker. There is sadness in it, including an illness and a family quarrel, but it is handled with restraint. When the emotional climax comes, at a city kite festival, it feels earned rather than manufactured.',
      },
      { h2: 'Where it stumbles' },
      {
        p: 'The film is not without weaknesses. A subplot involving a rival kite maker feels like it belongs in a broader comedy, and the middle section drags a little as the story waits for the festival. The parents, seen mostly on video calls, are thinly written, which makes their eventual return less affecting than it should be.',
      },
      {
        p: 'The music, a mix of folk melodies and a soft acoustic score, is pleasant if unmemorable. Cinematographer Rohan Das does lovely work with the old city’s rooftops, though, shooting them in warm afternoon light that makes the neighbourhood feel like a character of its own.',
      },
      { h2: 'The verdict' },
      {
        p: '‘Paper Kites’ is a small film that knows it is small and does not apologise for it. It is the kind of film families can watch together without anyone feeling patronised, and it has more to say about the gap between generations than many louder dramas. Take your grandparents. Or your grandchildren.',
      },
      {
        p: 'Rating: three and a half stars out of five. Running time: 1 hour 58 minutes. Certified U. In theatres from Friday.',
      },
    ],
    tags: ['Film review', 'Family film', 'Comedy'],
    keywords: ['paper kites review', 'family comedy film', 'new film review', 'grandparents movie'],
    focusKeyword: 'kite festival',
    image: 'entertainment-4',
    imageAlt: 'Abstract illustration of colourful paper kites rising over old city rooftops',
    hoursAgo: 161,
  },
  {
    title: 'Folk singer Meera Dhillon’s new album blends village ballads with jazz',
    category: 'Entertainment',
    description:
      'Recorded with a jazz quartet over five days, ‘Fields of Brass’ reworks eleven traditional songs from the singer’s home region. It has climbed streaming charts in its first week.',
    excerpt:
      'Dhillon learned most of these songs from her grandmother. She says she wanted to find out whether they could survive a saxophone, and they more than survive it.',
    body: [
      {
        p: 'Folk singer Meera Dhillon has released ‘Fields of Brass’, an album that reworks eleven traditional songs from the farming villages where she grew up, backed by a jazz quartet of saxophone, piano, double bass and drums.',
      },
      {
        p: 'The album, recorded live in a studio over five days with very few overdubs, entered the top 10 of two major streaming platforms’ regional charts in its first week, unusual for a folk record with no film connection.',
      },
      {
        p: 'Dhillon, 34, learned most of the songs from her grandmother, who sang them while working in the fields and at family weddings. Many are harvest songs, lullabies and laments for daughters leaving home after marriage.',
      },
      {
        quote:
          'I wanted to find out if these songs could survive a saxophone. My grandmother’s voice was the strongest instrument I have ever heard, so I thought they could take a little brass.',
        by: 'Meera Dhillon, singer',
      },
      { h2: 'How it came together' },
      {
        p: 'The project began three years ago when Dhillon met pianist Sebastian Pereira at a music festival. Pereira, who leads a jazz quartet, had been looking for ways to work with traditional music without simply adding jazz chords to folk melodies.',
      },
      {
        p: 'The pair spent months rehearsing, with Dhillon teaching the band the songs by ear and explaining the meaning of each verse. Pereira said the quartet learned to follow the rhythms of work songs, which often shift in ways that do not fit neatly into Western time signatures.',
      },
      {
        quote:
          'The first few weeks, we kept trying to fix the rhythm. Then we realised the rhythm was not broken. It follows the swing of a sickle. Once we stopped counting and started listening, everything opened up.',
        by: 'Sebastian Pereira, pianist',
      },
      { h2: 'Critical response' },
      {
        p: 'Reviewers have singled out the album’s closing track, a lament sung almost unaccompanied until the saxophone enters quietly in the final verse. Several noted that the arrangements leave space for Dhillon’s voice rather than competing with it.',
      },
      {
        p: 'Some folk purists have criticised the project, arguing that it strips the songs of their original context. Dhillon said she understood the concern and had included, at the end of the album, a short recording of her grandmother singing one of the songs in her courtyard 15 years ago.',
      },
      {
        p: 'Dhillon and the quartet will begin a 12-city tour next month, including concerts in village community halls as well as city auditoriums. Part of the proceeds will go to a foundation that records traditional songs from elderly singers before they are lost.',
      },
      {
        p: 'The album is available on all major streaming platforms, and a limited vinyl pressing of 500 copies sold out within two days of its announcement. Dhillon said a second pressing was planned for the tour, with the sleeve notes translating every song into English and two other languages.',
      },
    ],
    tags: ['Music', 'Folk', 'Jazz'],
    keywords: ['folk jazz album', 'meera dhillon fields of brass', 'traditional songs new album', 'indian folk music'],
    focusKeyword: 'folk',
    image: 'entertainment-5',
    imageAlt: 'Abstract illustration of a saxophone entwined with wheat stalks and musical notes',
    hoursAgo: 309,
  },
  {
    title: 'Theatre group stages a Marathi classic entirely in sign language',
    category: 'Entertainment',
    description:
      'A cast of deaf and hearing actors performs the play in Indian Sign Language, with a voice narration for hearing audience members. All six shows have sold out.',
    excerpt:
      'The production took 14 months to prepare. Its director says the goal was not to translate the play but to let it be seen in a new language.',
    body: [
      {
        p: 'A city theatre group has staged a well-known Marathi comedy entirely in Indian Sign Language, with a cast of eight deaf and four hearing actors, in what its makers describe as the first full-length production of its kind in the region.',
      },
      {
        p: 'The play is performed in sign language, while a narrator seated at the side of the stage voices the dialogue for hearing audience members. Surtitles in Marathi and English are projected above the stage.',
      },
      {
        p: 'The production took 14 months to prepare. Director Sunil Apte said the cast spent the first months working out how jokes built on wordplay could be reimagined visually, sometimes replacing a pun with a physical gag.',
      },
      {
        quote:
          'We were not translating a play. We were letting it be born again in another language. Some of the jokes are funnier now.',
        by: 'Sunil Apte, director',
      },
      {
        p: 'All six scheduled shows have sold out, and the group is planning a tour of schools for deaf students later this year.',
      },
      {
        p: 'Several deaf audience members said it was the first time they had watched a full play without relying on an interpreter standing at the edge of the stage, and that they had laughed at the same moments as everyone else in the hall.',
      },
    ],
    tags: ['Theatre', 'Sign language', 'Accessibility'],
    keywords: ['sign language theatre', 'marathi play', 'deaf actors', 'accessible theatre'],
    focusKeyword: 'sign language',
    image: 'entertainment-6',
    imageAlt: 'Abstract illustration of expressive hands in spotlight on a dark theatre stage',
    hoursAgo: 489,
  },
  {
    title: 'Animated film ‘Tiger Moth’ gets a Diwali release date',
    category: 'Entertainment',
    description:
      'The hand-drawn feature about a moth who wants to be a tiger will release in theatres in six languages, after four years in production at a small animation studio.',
    excerpt:
      'The studio’s founders say they wanted to prove that hand-drawn animation still has a place in cinemas. About 120 artists worked on the film.',
    body: [
      {
        p: 'The hand-drawn animated film ‘Tiger Moth’ will release in theatres during the Diwali weekend in six languages, its makers announced on Monday.',
      },
      {
        p: 'The film follows a small moth in a forest who, after being mistaken for a tiger by a frightened rabbit, decides to live up to the name. It was made over four years by Inkwell Studios, a small animation company, with about 120 artists drawing more than 1.3 lakh frames by hand.',
      },
      {
        p: 'Co-founder Ananya Ghosh said the studio had chosen hand-drawn animation deliberately, even though computer animation is faster and more common in feature films today.',
      },
      {
        quote:
          'Children can tell when something has been made by a human hand. There is a wobble in a hand-drawn line that feels alive. We wanted to give them that.',
        by: 'Ananya Ghosh, co-founder, Inkwell Studios',
      },
      {
        p: 'The voice cast includes several popular stage actors. A trailer will be released next week.',
      },
      {
        p: 'Inkwell Studios said the film’s songs, written by a folk musician from the eastern hills, would be released a month before the film. It has also planned free screenings for children in government schools in three cities during the release week.',
      },
    ],
    tags: ['Animation', 'Family film', 'Release date'],
    keywords: ['tiger moth animated film', 'hand-drawn animation', 'diwali release', 'animated film india'],
    focusKeyword: 'hand-drawn',
    image: 'entertainment-7',
    imageAlt: 'Abstract illustration of a striped moth with tiger-like wings against a moonlit forest',
    hoursAgo: 662,
  },
  // ─────────────────────────────── Other ───────────────────────────────
  {
    title: 'Inside the repair café where volunteers fix 300 broken things a month',
    category: 'Other',
    description:
      'Every Sunday, retired engineers, students and a former tailor gather in a community hall to mend toasters, trousers and table fans for free. They are fixing more than appliances.',
    excerpt:
      'Bring a broken thing, sit beside the volunteer who repairs it and learn how it works. The Mend It Sunday café has kept an estimated 11 tonnes of goods out of landfill in three years.',
    body: [
      {
        p: 'At 10 am on a Sunday, there is already a queue outside the community hall on Gulmohar Road. A woman holds a table fan with a drooping neck. A teenager cradles a pair of headphones with one silent ear. An elderly man has brought a pressure cooker whose whistle no longer whistles. By noon, most of them will leave with their things working again, and with a rough idea of what was wrong.',
      },
      {
        p: 'This is Mend It Sunday, a volunteer-run repair café that has met every week for three years. Its 35 regular volunteers, a mix of retired engineers, electricians, college students, a former tailor and a bicycle mechanic, fix about 300 items a month for free. Visitors pay nothing but are asked to stay with their item while it is repaired, and to help if they can.',
      },
      {
        p: 'The idea is simple, says founder Geeta Krishnamurthy, a 64-year-old retired electrical engineer. Many things that people throw away are not really broken. They have a loose wire, a worn belt, a blown fuse or a missing screw. What people lack is not money for a new one but the confidence to open the old one up.',
      },
      { h2: 'How a Sunday works' },
      {
        p: 'Visitors register at a front desk staffed by two students, who write down the item and the problem on a paper slip. They are then directed to one of five tables: electrical, electronics, textiles, bicycles and a general table for everything else, from umbrellas to wooden chairs. Each table has a basic toolkit, a box of spare parts salvaged from items that could not be saved, and a volunteer lead.',
      },
      {
        p: 'The rule that visitors must sit with their item is central. Volunteers explain what they are doing as they go, and visitors are often handed a screwdriver. Krishnamurthy says about one in five visitors eventually comes back to volunteer.',
      },
      {
        quote:
          'If I fix your fan while you wait in another room, you go home with a fan. If I fix it with you, you go home with a fan and the knowledge that you can open it next time. That second thing is worth more.',
        by: 'Geeta Krishnamurthy, founder, Mend It Sunday',
      },
      {
        p: 'Success rates vary by table. The café’s records, kept in a thick register and later typed into a spreadsheet by a student volunteer, show that about 72 per cent of items brought in over the past year were fully repaired, 11 per cent were partly repaired or diagnosed so that the owner knew which part to buy, and 17 per cent could not be fixed. Textiles and bicycles have the highest success rates; modern electronics, sealed with glue and proprietary screws, the lowest.',
      },
      {
        ul: [
          'Items handled last year: about 3,600',
          'Fully repaired: 72%',
          'Partly repaired or diagnosed: 11%',
          'Could not be fixed: 17%',
          'Estimated waste avoided over three years: 11 tonnes',
        ],
      },
      { h2: 'The volunteers' },
      {
        p: 'Many of the volunteers are retired and describe the café as a reason to get up on Sunday. Abdul Rashid, 71, spent 35 years maintaining machinery at a textile mill. He now runs the electrical table, where he has become known for his patience with rice cookers and his impatience with people who force plugs into sockets.',
      },
      {
        quote:
          'After I retired I sat at home and watched the news and got angry. Here I fix things, I talk to young people, I drink bad tea. My blood pressure is better. My wife says I should have started this ten years earlier.',
        by: 'Abdul Rashid, volunteer',
      },
      {
        p: 'The textiles table is run by Pushpa Nair, a former tailor who closed her shop when her eyesight began to fail for fine work. With a magnifying lamp donated by a visitor, she now fixes zips, re-hems trousers and patches school uniforms, and teaches simple stitches to anyone who asks. Her most common job, she says, is replacing broken zips on school bags, which parents otherwise throw away at the start of each term.',
      },
      {
        p: 'Younger volunteers bring different skills. Rhea Dsouza, a 20-year-old electronics student, handles phones, headphones and chargers. She says the café has taught her more about real-world faults than her course, and that she has learned to explain technical problems in plain language, a skill she now uses in job interviews.',
      },
      { h2: 'Against throwaway design' },
      {
        p: 'Volunteers have strong opinions about how things are made. Many appliances, they say, are now designed in ways that make repair difficult: parts are glued rather than screwed together, special screws require tools that ordinary people do not own, and spare parts are hard to find or deliberately expensive. Several volunteers keep a list of brands that are easy to repair and share it with visitors who are about to buy something new.',
      },
      {
        p: 'The café has also become a small source of spare parts. Items that cannot be saved are stripped for screws, switches, wires, buttons and zips, which are sorted into labelled tins. Krishnamurthy estimates that about a third of repairs now use a salvaged part.',
      },
      {
        quote:
          'A toaster with a broken lever should not be garbage. It should be a ten-minute job. When companies make that impossible, they are choosing waste on our behalf.',
        by: 'Rhea Dsouza, volunteer',
      },
      { h2: 'Keeping it going' },
      {
        p: 'The café runs on very little money. The community hall is provided free by a residents’ association. Tools and spare parts come from donations, and a small box by the door collects voluntary contributions, which average about ₹4,000 a month and pay for tea, biscuits and consumables such as solder and glue.',
      },
      {
        p: 'Insurance and safety have been the biggest headaches. Volunteers do not repair gas appliances or anything that requires opening a microwave oven, and every electrical item is tested before it is handed back. The café asks visitors to sign a simple form accepting that repairs are done at their own risk.',
      },
      {
        p: 'Three other neighbourhoods have started their own repair cafés after visiting Mend It Sunday, and Krishnamurthy has written a short guide for anyone who wants to do the same. Her main advice is to start small, with one table and two volunteers, and to keep good records, because the numbers are what persuade residents’ associations to lend a hall.',
      },
      {
        p: 'By 1 pm, the queue has gone. The elderly man with the pressure cooker leaves with a new gasket, salvaged from a cooker that could not be saved, and a demonstration of how to clean the vent. At the door, he stops to drop a note in the contribution box and says he will be back next week, this time with a radio that belonged to his father.',
      },
    ],
    tags: ['Community', 'Repair', 'Sustainability', 'Volunteers'],
    keywords: [
      'repair café',
      'volunteer repair community',
      'fix broken appliances',
      'reduce household waste',
      'right to repair',
    ],
    focusKeyword: 'repair café',
    image: 'other-1',
    imageAlt: 'Abstract illustration of hands with screwdrivers and thread mending a fan and a shirt on a long table',
    hoursAgo: 67,
  },
  {
    title: 'Weather: a cooler, wetter week ahead as a western disturbance moves in',
    category: 'Other',
    description:
      'Light to moderate rain, hail in places and snow at higher elevations are expected across the north from Tuesday, bringing day temperatures down by up to 6°C.',
    excerpt:
      'After an unusually warm fortnight, relief is on the way. Farmers with standing crops are advised to delay irrigation and spraying until the rain passes.',
    body: [
      {
        p: 'An active western disturbance is expected to bring rain, thunderstorms and a noticeable drop in temperatures across much of the north from Tuesday, the weather office said in its weekly outlook on Sunday.',
      },
      {
        p: 'Western disturbances are weather systems that originate over the Mediterranean region and travel eastwards, bringing moisture that falls as rain in the plains and snow in the mountains. They are most common in winter and early spring.',
      },
      {
        p: 'Plains in the north-west are likely to see light to moderate rain on Tuesday and Wednesday, with isolated hailstorms and gusty winds of 40 to 50 km per hour. Higher reaches of the hills are forecast to receive moderate to heavy snowfall, and some mountain roads may be closed temporarily.',
      },
      {
        p: 'Maximum temperatures, which have run 4°C to 7°C above normal over the past fortnight, are expected to fall by 4°C to 6°C by midweek before recovering slowly over the weekend.',
      },
      {
        quote:
          'This is a well-organised system, and it should bring welcome relief from the unseasonal warmth. People should watch for thunderstorms in the afternoons and avoid sheltering under isolated trees.',
        by: 'Dr Alok Srivastava, scientist at the regional weather centre',
      },
      { h2: 'Advice for farmers' },
      {
        p: 'The agricultural advisory service has recommended that farmers postpone irrigation and the spraying of pesticides or fertilisers until the rain has passed, to avoid waste and run-off. Farmers with harvested produce in the open should move it under cover.',
      },
      {
        p: 'Hail can damage flowering crops and fruit orchards, and growers in hill districts have been advised to use anti-hail nets where available. The rain is otherwise expected to benefit standing wheat and mustard, which had been stressed by the recent heat.',
      },
      { h2: 'Travel and air quality' },
      {
        p: 'Travellers heading to hill stations should check road conditions before setting out, as snowfall and landslides may cause closures on some routes. Flights could see brief delays during thunderstorms.',
      },
      {
        p: 'The rain is also expected to improve air quality in several cities, washing pollutants out of the air. Air quality indices, which have been in the poor category in some places, could improve to moderate or satisfactory for a few days.',
      },
      {
        p: 'Another, weaker western disturbance is likely to affect the hills towards the end of next week, the weather office said, with only isolated rain expected in the plains.',
      },
      {
        p: 'Night temperatures are likely to stay slightly above normal during the rainy spell because of cloud cover, before dropping sharply once skies clear at the weekend. The weather office said the chilly mornings that follow may bring shallow fog to parts of the plains, particularly near rivers and canals, so drivers should allow extra time early in the day.',
      },
    ],
    tags: ['Weather', 'Rain', 'Forecast'],
    keywords: ['western disturbance forecast', 'rain and hail north', 'weather outlook this week', 'temperature drop'],
    focusKeyword: 'western disturbance',
    image: 'other-2',
    imageAlt: 'Abstract illustration of grey rain clouds drifting over snow-capped hills and green plains',
    hoursAgo: 23,
  },
  {
    title: 'A library that lends seeds, drills and sewing machines sees membership triple',
    category: 'Other',
    description:
      'A neighbourhood library added a “library of things” two years ago. It now lends 600 items, from ladders to tabla sets, and its membership has risen from 900 to 2,800.',
    excerpt:
      'Why buy a drill you will use twice a year? Residents borrow tools, camping gear and even heirloom seeds, and many end up staying to read.',
    body: [
      {
        p: 'When the Sahakar Nagar public library started lending a single electric drill two years ago, the head librarian, Vandana Kulkarni, thought it might be borrowed a few times a month. It was booked out for six weeks within days. Today the library lends about 600 items that are not books, and its membership has grown from about 900 to 2,800.',
      },
      {
        p: 'The library of things, as such collections are known, includes power tools, ladders, sewing machines, camping tents, a projector, board games, musical instruments including a tabla set and a harmonium, kitchen equipment such as large cooking vessels for family functions, and a growing collection of seeds.',
      },
      {
        p: 'Members pay an annual fee of ₹300 and can borrow up to two items at a time for a week. A small deposit is charged for expensive items.',
      },
      {
        quote:
          'Most households need a drill for about 15 minutes a year. It made no sense for every family in this neighbourhood to own one. Now they share ours, and they come back and borrow a book while they are here.',
        by: 'Vandana Kulkarni, head librarian',
      },
      { h2: 'Seeds that come back' },
      {
        p: 'The seed library works differently. Members borrow packets of vegetable and flower seeds, most of them traditional varieties, and are asked to return seeds from their harvest at the end of the season. About 40 per cent of borrowers do, which keeps the collection growing.',
      },
      {
        p: 'Retired schoolteacher Madhav Joshi, who volunteers at the seed counter, said brinjal, tomato and local bean varieties were the most popular. He holds monthly sessions on saving seeds and has started a waiting list for terrace gardening workshops.',
      },
      {
        quote:
          'People think seed saving is complicated. It is not. You let a few plants go to seed, dry them in the shade and put them in a paper envelope. Our grandparents did it without thinking.',
        by: 'Madhav Joshi, volunteer',
      },
      { h2: 'Wear, tear and trust' },
      {
        p: 'Kulkarni said damage and loss had been lower than she feared. About 3 per cent of items have been returned broken, usually with honest explanations, and only four items have never come back. A volunteer checks each tool on its return, and small repairs are handled by a local repair café.',
      },
      {
        p: 'The library has found that the new collection has changed who uses it. Young couples, retired men and people who had not visited a library since school now come regularly. Book borrowing has risen by about 60 per cent over the same period.',
      },
      {
        p: 'The city’s library department is now considering adding similar collections to eight more branches. Members have already begun asking for new additions; the most requested item this year is a pressure washer.',
      },
      {
        p: 'A waiting list has also formed for the library’s single sewing machine, and a local tailoring shop has offered to donate two more.',
      },
    ],
    tags: ['Libraries', 'Sharing economy', 'Community'],
    keywords: ['library of things', 'seed library', 'tool lending library', 'community library'],
    focusKeyword: 'library of things',
    image: 'other-3',
    imageAlt: 'Abstract illustration of library shelves holding books, tools, seed packets and a sewing machine',
    hoursAgo: 124,
  },
  {
    title: 'At 71, a crossword champion explains how she finds words nobody else sees',
    category: 'Other',
    description:
      'Retired librarian Kamala Venkataraman has won the national cryptic crossword contest three times. She solves a puzzle every morning before tea and says it keeps her brain honest.',
    excerpt:
      'She learned cryptics from her father’s newspaper, solved through two careers and a family, and won her first title at 63. Her advice for beginners: read the clue backwards.',
    body: [
      {
        p: 'Kamala Venkataraman solves her first crossword of the day before she makes tea. At 71, the retired librarian has done this almost every morning for 55 years, and last month she won the national cryptic crossword championship for the third time, completing the final puzzle in 9 minutes and 42 seconds.',
      },
      {
        p: 'Cryptic crosswords, in which each clue is a small word puzzle combining a definition with wordplay such as anagrams, hidden words and puns, have a devoted following. The championship, organised by a crossword society, drew 340 competitors this year, ranging in age from 16 to 84.',
      },
      {
        p: 'Venkataraman learned cryptics as a teenager by watching her father attempt the puzzle in his daily newspaper. He rarely finished. She began leaving him hints on the margins, which, she says, he pretended not to need.',
      },
      {
        quote:
          'A cryptic clue is a little lie that tells you the truth. The surface reading tries to send you one way, and the answer is hiding in plain sight. I love that moment when the trick falls open.',
        by: 'Kamala Venkataraman, crossword champion',
      },
      { h2: 'Read it backwards' },
      {
        p: 'Her advice for beginners is to ignore what a clue seems to mean and look at its pieces. The definition is almost always at the start or the end of a clue, she says, so she starts by reading the last few words on their own. Words such as “confused”, “broken” or “wild” often signal an anagram; “in” or “some” can signal a hidden word.',
      },
      {
        p: 'She also recommends solving with others. For years she solved the Sunday puzzle by telephone with a friend in another city, each calling out answers as they found them. Many of the younger competitors this year, she noted, learned through online solving groups.',
      },
      { h2: 'Good for the brain?' },
      {
        p: 'Venkataraman is cautious about claims that crosswords prevent memory loss, which research has not clearly established. But she believes the daily habit keeps her mind flexible and, more importantly, gives her a reason to keep learning new words and references.',
      },
      {
        quote:
          'I do not know if crosswords make you cleverer. I know that they make you humble, because every morning a stranger has set a trap for you, and some mornings you fall in.',
        by: 'Kamala Venkataraman',
      },
      {
        p: 'She now sets puzzles herself for a local newsletter and runs a free weekly session for beginners at the library where she once worked. Her most devoted pupil, she says, is her 13-year-old grandson, who recently solved a clue before she did and has not let her forget it.',
      },
      {
        p: 'She has no plans to stop competing. Next year, she says, she would like to break nine minutes. Then she laughs and says that is probably what she said last year too.',
      },
    ],
    tags: ['Crosswords', 'Puzzles', 'Profiles'],
    keywords: [
      'cryptic crossword champion',
      'how to solve cryptic crosswords',
      'crossword tips beginners',
      'word puzzles',
    ],
    focusKeyword: 'cryptic',
    image: 'other-4',
    imageAlt: 'Abstract illustration of a crossword grid with a pencil and a steaming cup of tea',
    hoursAgo: 226,
  },
  {
    title: 'How to watch this week’s meteor shower, even from a city balcony',
    category: 'Other',
    description:
      'The shower peaks on Thursday night, with up to 40 meteors an hour under dark skies. City watchers will see fewer, but a few simple tricks can help.',
    excerpt:
      'You do not need a telescope or binoculars. You need patience, a dark corner, and 20 minutes for your eyes to adjust. Here is a short guide.',
    body: [
      {
        p: 'One of the year’s more reliable meteor showers peaks this week, and astronomers say it should be worth staying up for, even for people in cities. Under dark rural skies, observers may see up to 40 meteors an hour at the peak, on the night of Thursday into Friday. In a brightly lit city, a patient watcher might see five to ten.',
      },
      {
        p: 'Meteor showers happen when Earth passes through a trail of dust left behind by a comet. The particles, most no bigger than a grain of sand, burn up as they enter the atmosphere at tens of kilometres per second, producing brief streaks of light.',
      },
      { h2: 'When and where to look' },
      {
        p: 'The best time to watch is after midnight and before dawn, when the part of the Earth you are on is facing into the stream of particles. The moon sets early this week, which should help.',
      },
      {
        p: 'Meteors can appear anywhere in the sky, so astronomers advise looking at a wide patch of sky rather than a single point. Lying back on a mat or a reclining chair makes this far more comfortable than craning your neck.',
      },
      {
        quote:
          'The most common mistake is giving up after five minutes. Your eyes need at least 20 minutes in the dark to adjust. Put your phone away, because one glance at a bright screen resets the clock.',
        by: 'Dr Shalini Bhargava, astronomer at a city planetarium',
      },
      { h2: 'Tips for city watchers' },
      {
        ul: [
          'Find the darkest spot you can: a terrace, a park or the side of a building away from street lights',
          'Turn off balcony and room lights behind you',
          'Give your eyes 20 minutes to adjust, and avoid looking at your phone',
          'Face away from the brightest part of the sky, usually the city centre',
          'Dress warmly and bring a flask of something hot',
        ],
      },
      {
        p: 'Photographing meteors is harder than seeing them, but possible with a phone that has a night or long-exposure mode, mounted on a tripod and pointed at a dark part of the sky. Expect to take many frames to catch one streak.',
      },
      {
        p: 'Several amateur astronomy clubs are organising group watches outside the city on Thursday night. The city planetarium will also open its terrace from 11 pm to 2 am, with volunteers on hand to point out constellations while visitors wait.',
      },
      {
        p: 'If clouds spoil the peak night, do not worry too much. The shower remains active for several days on either side of the peak, with lower but still visible rates.',
      },
      {
        p: 'Astronomers also suggest keeping a simple count of the meteors you see, noting the time and how many you spot in each 15-minute period. Amateur counts sent to observing societies help scientists track how active a shower is from year to year.',
      },
    ],
    tags: ['Astronomy', 'Night sky', 'How-to'],
    keywords: ['meteor shower this week', 'how to watch meteors', 'stargazing in the city', 'night sky guide'],
    focusKeyword: 'meteor shower',
    image: 'other-5',
    imageAlt: 'Abstract illustration of meteors streaking across a deep blue sky above apartment balconies',
    hoursAgo: 348,
  },
  {
    title: 'Lost dog finds his way home, 40 km and three weeks later',
    category: 'Other',
    description:
      'Bhola, a seven-year-old indie dog, went missing during a family trip. He turned up on the family’s doorstep, thin and footsore, three weeks after he vanished.',
    excerpt:
      'Neighbours along the route had posted sightings of a brown dog with a red collar. The family says they had almost given up when he scratched at the gate.',
    body: [
      {
        p: 'A seven-year-old indie dog named Bhola has found his way home after going missing for three weeks during a family outing about 40 km from his home, his owners said on Sunday.',
      },
      {
        p: 'Bhola ran off after being startled by firecrackers at a roadside temple fair where the family had stopped. Despite searching the area for two days and putting up posters, they could not find him.',
      },
      {
        p: 'Over the following weeks, residents in several villages along the highway posted photos on local social media groups of a brown dog with a red collar trotting towards the city. Early on Saturday morning, the family heard scratching at their gate.',
      },
      {
        quote:
          'He was thin and his paws were sore, but his tail did not stop wagging for an hour. He went straight to his water bowl and then slept for a whole day.',
        by: 'Sunita Rawat, Bhola’s owner',
      },
      {
        p: 'A veterinarian who examined Bhola said he was dehydrated but otherwise healthy. The family now plans to fit him with a collar tag carrying their phone number.',
      },
    ],
    tags: ['Pets', 'Feel-good'],
    keywords: ['lost dog returns home', 'indie dog', 'pet found after weeks', 'dog travels home'],
    focusKeyword: 'dog',
    image: 'other-6',
    imageAlt: 'Abstract illustration of a brown dog with a red collar trotting along a road towards a house',
    hoursAgo: 531,
  },
  {
    title: 'Residents restore a 300-year-old stepwell, and it fills with rain again',
    category: 'Other',
    description:
      'Volunteers spent 18 weekends removing silt and rubbish from a neglected stepwell. After the first heavy rain, water rose to the seventh step for the first time in decades.',
    excerpt:
      'The stepwell had become a dumping ground. Now it holds water, attracts birds and has become a place where families sit in the evenings.',
    body: [
      {
        p: 'A 300-year-old stepwell in the old quarter of the city, which had been filled with silt and garbage for decades, has held water again after a group of residents spent 18 weekends cleaning it out.',
      },
      {
        p: 'About 140 volunteers removed an estimated 160 tonnes of silt, plastic and construction debris, working with buckets and pulleys. The heritage department provided advice on how to clean the carved stone without damaging it.',
      },
      {
        p: 'After the first heavy rain of the season, water rose to the seventh of the well’s 22 steps, something older residents said they had not seen since they were children.',
      },
      {
        quote:
          'My grandmother used to tell me she fetched water from here as a girl. I thought it was a story. Now I sit on the steps in the evening and watch the water, and I understand.',
        by: 'Farzana Qureshi, volunteer',
      },
      {
        p: 'The group has asked the municipal corporation to reconnect the stormwater channels that once fed the stepwell and to install lights and a railing for safety.',
      },
      {
        p: 'Heritage experts said many similar stepwells across the region had been filled in or built over, and that restoring even a few could help recharge groundwater in crowded neighbourhoods where wells have run dry.',
      },
    ],
    tags: ['Heritage', 'Water', 'Community'],
    keywords: ['stepwell restoration', 'heritage water structure', 'volunteer cleanup', 'rainwater harvesting'],
    focusKeyword: 'stepwell',
    image: 'other-7',
    imageAlt: 'Abstract illustration of symmetrical stone steps descending into still green water',
    hoursAgo: 703,
  },
];
