import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "custom-built-computers",
  aliases: ["custom-built-computers-volusia-county"],
  canonicalPath: "/services/custom-built-computers-volusia-county",
  meta: {
    title: "Custom Built Computers in Volusia County, FL",
    description:
      "Custom desktop PCs built in DeLand for Volusia County homes, gamers and businesses. Builds from about $600, gaming from about $800, free consultation.",
  },
  h1: "Custom Built Computers in Volusia County",
  location: "Volusia County",
  card: {
    title: "Custom Built Computers",
    description:
      "Desktop PCs planned with you and built in our DeLand shop for gaming, work, school or business.",
    icon: "cpu",
  },
  intro:
    "A computer built for the way you actually use it, not for a store shelf. {name} plans, builds and tests custom desktop PCs in our downtown DeLand shop for gamers, video editors, home offices, students and small businesses across Volusia County. You tell us what you need it to do and what you want to spend; we choose parts that fit both, put it together carefully and stay just down the road when you need support or an upgrade later.",
  informationalContent: {
    heading: "Expert custom computer building services",
    paragraphs: [
      "Off-the-shelf desktops are built to hit a price on a sales flyer, and the savings usually come from the parts you can't see: a bargain power supply, a single stick of memory where two would be faster, a slow drive, a case with no airflow, and a load of trial software on top. A custom build puts your money where it makes a difference for you. A video editor needs memory and fast storage; a gamer needs a strong graphics card and a processor that won't hold it back; a home office needs quiet, reliable and simple.",
      "Every build starts with a conversation, not a parts list. We ask what programs and games you run, whether you need Wi-Fi or will plug into the router, how many monitors you use, whether noise matters, and how long you expect to keep the machine. Then we put together a parts list with prices, explain why each part was chosen and where you could save or spend more, and adjust it until it fits your budget.",
      "Assembly is done by our certified technicians at the bench, with tidy cable routing for good airflow. Before a build leaves the shop we update the firmware, install the operating system and current drivers, and run it under sustained load while we watch temperatures and stability. You take home a computer that has already been worked hard, not one that is being switched on for the first time on your desk.",
      "Because we are a repair shop as well as a parts shop, and have been in downtown DeLand for {years} years, support doesn't end at pickup. If something isn't right, or you want more storage, more memory or a new graphics card in two years, you bring it back to the people who built it.",
    ],
  },
  commercialContent: {
    heading: "How we can help",
    paragraphs: [
      "Custom builds start from about $600 for a solid everyday, office or student desktop, and gaming builds start from about $800. Workstations for video editing, 3D or large photo libraries cost more, depending mostly on the processor, graphics card and amount of memory. Your quote lists every part and its price, so you can see exactly where the money goes.",
      "If your current computer has parts worth keeping, such as a good monitor, a recent drive or a case you like, we'll tell you honestly what can be reused and what can't. We can also move your files over from your old computer so the new one is ready to use from day one.",
    ],
    bullets: [
      "A free consultation to plan the build around your needs and budget",
      "An itemized parts quote before anything is ordered",
      "Assembly, firmware update, operating system and driver installation",
      "Stress testing and temperature checks before pickup",
      "File transfer from your old computer on request",
      "Onsite setup at your home or office, booked by phone",
      "Ongoing repairs and upgrades from the same local shop",
    ],
  },
  transactionalContent: {
    heading: "Start your custom build",
    paragraphs: [
      "Book your free consultation through our contact page or call {phone}. You can also stop by the shop at {street} in downtown DeLand during our hours ({hours}) and talk it through at the counter. Bring a list of the programs and games you use and, if you have one, a rough budget.",
      "Once you approve the parts list, we order the components, build and test the computer and call you when it's ready. Pick it up at the counter, or ask about an onsite visit to set it up at your home or office anywhere in Volusia County and within {radius} miles of DeLand.",
    ],
  },
  blocks: [
    {
      type: "cards",
      heading: "Why choose a custom-built computer",
      items: [
        {
          title: "Built around your budget",
          description:
            "Your money goes into the parts that matter for what you do, not into features you'll never use.",
          icon: "dollar",
        },
        {
          title: "Quality parts, no shortcuts",
          description:
            "A reliable power supply, properly configured memory and fast solid-state storage come standard, not as upgrades.",
          icon: "badge-check",
        },
        {
          title: "Tested before you take it home",
          description:
            "Every build runs under sustained load while we check temperatures and stability, so problems show up here, not on your desk.",
          icon: "search",
        },
        {
          title: "A clean start",
          description:
            "A fresh operating system with current drivers and none of the trial software that slows down store-bought computers.",
          icon: "zap",
        },
        {
          title: "Easy to upgrade",
          description:
            "We leave room to grow: spare memory slots, drive bays and enough power for a better graphics card later.",
          icon: "wrench",
        },
        {
          title: "Local support",
          description:
            "The people who built your computer are in downtown DeLand, ready for questions, repairs and upgrades.",
          icon: "map-pin",
        },
      ],
    },
    {
      type: "cards",
      heading: "Custom computer solutions",
      intro: "A few of the builds we plan most often. Each one is adjusted to your software and budget.",
      items: [
        {
          title: "Gaming PCs",
          description:
            "Balanced processor and graphics card for the games and frame rates you want, with cooling that keeps it quiet. From about $800.",
          icon: "gamepad",
          href: "/gaming-pc-builder",
        },
        {
          title: "Video editing and creative workstations",
          description:
            "Plenty of memory, fast storage for project files and a graphics card chosen for your editing or design software.",
          icon: "cpu",
        },
        {
          title: "Home office computers",
          description:
            "Quiet, dependable desktops for e-mail, spreadsheets, video calls and two monitors, without paying for gaming hardware.",
          icon: "home",
        },
        {
          title: "Small business workstations",
          description:
            "Matching machines for your team, set up for your software and network, with a local shop on call when something breaks.",
          icon: "building",
        },
        {
          title: "Student computers",
          description:
            "Affordable desktops for schoolwork, research and a bit of gaming, with a student discount on our services.",
          icon: "graduation-cap",
        },
        {
          title: "Home theater and streaming PCs",
          description:
            "Compact, quiet computers for the living room TV, media libraries and streaming, sized to fit your entertainment center.",
          icon: "monitor",
        },
      ],
    },
    {
      type: "cards",
      heading: "Cities we serve",
      intro:
        "We build in DeLand and serve all of Volusia County. Pick up at our shop or ask about onsite setup.",
      items: [
        {
          title: "DeLand",
          description: "Our home base: the shop is downtown, so you can drop in for your consultation.",
          icon: "map-pin",
          href: "/deland",
        },
        {
          title: "Deltona",
          description: "Onsite setup available for home offices.",
          icon: "map-pin",
          href: "/deltona",
        },
        {
          title: "Daytona Beach",
          description: "Gaming and business builds for the beachside.",
          icon: "map-pin",
          href: "/daytona-beach",
        },
        {
          title: "Ormond Beach",
          description: "Quiet home office and media builds.",
          icon: "map-pin",
          href: "/ormond-beach",
        },
        {
          title: "Port Orange",
          description: "From student desktops to workstations.",
          icon: "map-pin",
          href: "/port-orange",
        },
        {
          title: "New Smyrna Beach",
          description: "Builds for home and small business.",
          icon: "map-pin",
          href: "/new-smyrna-beach",
        },
        {
          title: "Orange City",
          description: "A short drive to talk through your build at the counter.",
          icon: "map-pin",
          href: "/orange-city",
        },
        {
          title: "DeBary",
          description: "Pickup at the shop or onsite setup.",
          icon: "map-pin",
          href: "/debary",
        },
      ],
    },
    {
      type: "text",
      heading: "Free custom build consultation",
      paragraphs: [
        "Not sure what you need? That's what the consultation is for, and it costs nothing. Arrange it through our contact page or by calling {phone}, or talk to us at the shop counter. We'll ask how you'll use the computer, what you already own and what you want to spend, then send you a parts list with prices.",
        "There's no obligation: take the quote home, compare it and ask us as many questions as you like. We only order parts once you've approved the list.",
      ],
    },
    {
      type: "site-link",
      heading: "Prefer to pick your own parts?",
      text: "We also sell components. Browse processors, memory, storage and accessories in our online shop, then bring your list to the consultation and we'll check that everything works together.",
      label: "Browse parts in our online shop",
      target: "shop",
    },
  ],
  faqs: [
    {
      question: "How much does a custom-built computer cost?",
      answer: [
        "Custom builds start from about $600, and gaming builds from about $800. The final price depends on the parts you choose, mainly the processor, graphics card, memory and storage. Your quote lists every part with its price, and the consultation is free.",
      ],
    },
    {
      question: "How long does a custom build take?",
      answer: [
        "It depends mostly on how quickly the parts arrive. We give you a realistic timeline with your quote, and once the parts are in, we build, test and call you when the computer is ready to pick up.",
      ],
    },
    {
      question: "Can I choose the parts myself?",
      answer: [
        "Yes. Bring your own parts list, or one from our online shop, and we'll check compatibility, power and cooling. If we see a bottleneck, such as a graphics card held back by the processor, we'll tell you and suggest alternatives, but the final choice is yours.",
      ],
    },
    {
      question: "Is a custom build better than a store-bought computer?",
      answer: [
        "For most people who know what they'll use it for, yes: you get better parts where they matter, no trial software, and a machine that's easy to upgrade. For very basic use, a good pre-built can be fine, and we'll say so during the consultation if that's the better buy for you.",
      ],
    },
    {
      question: "What happens if something goes wrong after I take it home?",
      answer: [
        "Call or bring it back to the shop. New components carry their manufacturers' warranties, and since we built the computer, we know exactly what's inside it. And when it needs a repair or an upgrade later, we are right here in DeLand.",
      ],
    },
  ],
  relatedServices: [
    { title: "Gaming PC Builder", href: "/gaming-pc-builder" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "Custom PC Builder", href: "/custom-pc-builder" },
    { title: "All Services", href: "/services" },
  ],
  heroLinks: [
    { label: "Get a free quote", href: "/contact" },
    { label: "Book a free consultation", href: "/contact" },
  ],
};

export default service;
