import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "computer-repair-shop",
  aliases: ["computer-repair-shop-deland"],
  meta: {
    title: "Computer Repair Shop in DeLand | Desktops & Upgrades",
    description:
      "Desktop and all-in-one repair, memory and SSD upgrades and general PC repair at a walk-in computer shop in downtown DeLand, FL. Free estimate at the counter.",
  },
  h1: "Computer Repair Shop in DeLand",
  location: "DeLand, FL",
  card: {
    title: "Desktop Repair & Upgrades",
    description:
      "Tower and all-in-one repair, memory and solid-state drive upgrades, and general PC fixes at our DeLand shop.",
    icon: "wrench",
  },
  intro:
    "{name} is a walk-in computer repair and parts shop on Woodland Boulevard in downtown DeLand. Bring in a desktop tower, an all-in-one or a work PC that has stopped behaving, and we will check it at the counter for free and tell you what it needs.",
  informationalContent: {
    heading: "Expert desktop and computer repair services",
    paragraphs: [
      "Desktop computers last a long time, but the parts inside them do not all age at the same rate. The power supply is the most common failure in an older tower: it can die outright, or it can start delivering unsteady power that causes random restarts and freezes that look like a software problem. Florida's summer thunderstorms make this worse, because a surge or a brownout can finish off a power supply, a network port or a motherboard that was already marginal. A desktop that clicks once and does nothing, or powers on with fans spinning but no picture, usually falls into this category.",
      "The next most common cause of a 'slow computer' is the drive. Many desktops and all-in-ones sold a few years ago still boot from a spinning hard drive, and as that drive wears, Windows updates take forever, programs hang and the disk light stays on. Faulty memory produces a different pattern: blue screens with changing error messages, crashes under load, or a machine that beeps at startup. Dust is the third culprit. A tower on the floor of a Florida home pulls in dust and pet hair all year, the heat sinks clog, and the processor runs hot and throttles.",
      "Because these faults overlap, we test the parts instead of guessing. We check the power supply under load, run memory and drive health tests and look at temperatures before we recommend anything. Often the fix is simpler and cheaper than a new computer: a replacement power supply, a memory module, or a solid-state drive with your existing Windows, programs and files copied across.",
    ],
  },
  commercialContent: {
    heading: "How our shop can help",
    paragraphs: [
      "We are a repair shop and a parts shop in one, with over 3,000 square feet of space in downtown DeLand. That means we can often test a suspect part against a known-good one without waiting, and in many cases you can buy the replacement part and have it installed by us in one trip. Our certified technicians have worked on home, office and school computers here for {years} years.",
      "Upgrades are often the best value we offer. Moving an older desktop from a hard drive to a solid-state drive, and adding memory where the motherboard allows it, can make it feel like a different machine. We check what your system supports before we sell you anything, and we tell you honestly when a computer is too old to be worth upgrading.",
    ],
    bullets: [
      "Desktop towers and all-in-one computers that will not power on, restart randomly or show no picture",
      "Power supply testing and replacement after storms, surges and outages",
      "Memory (RAM) upgrades and replacement of faulty modules",
      "Hard drive to solid-state drive upgrades with your data and programs copied over",
      "Cleaning, new thermal paste and fan replacement for overheating systems",
      "Windows repair, reinstallation and removal of viruses and unwanted software",
      "Graphics card, network card and other component installs, with parts from our shop",
    ],
  },
  transactionalContent: {
    heading: "Bringing your computer in",
    paragraphs: [
      "For a desktop, bring the tower or all-in-one and its power cord; you can leave the monitor, keyboard and mouse at home unless the problem is with one of them. Note your Windows password and anything you have already tried, and tell us which programs and files are important to you.",
      "Walk in any time we are open ({hours}), or call {phone} to check whether we can do a specific repair or have a part on hand. After the free quick check you receive a clear estimate, and if the fault needs a longer test, in-depth diagnostics cost $49, credited in full toward the repair. Most repairs and upgrades are finished in 1–3 business days, and same-day is often possible for simple jobs.",
      "For offices and for desktops that are hard to move, we also offer onsite service, booked by phone, Monday to Saturday. Every repair comes with our repair warranty and satisfaction guarantee.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "What a desktop repair typically costs",
      intro:
        "Parts for upgrades and repairs are priced on your estimate before we order or install anything. Transparent pricing means no surprises at pickup.",
      items: [
        { service: "Quick check and estimate", price: "Free", time: "At the counter, while you wait" },
        { service: "In-depth diagnostics", price: "$49, credited toward the repair", time: "24–48 hours" },
        {
          service: "Memory or solid-state drive upgrade",
          price: "Parts and labor quoted before we start",
          time: "Often same day, usually 1–3 business days",
        },
        {
          service: "Virus removal and tune-up",
          price: "From $89 basic, $129–199 comprehensive",
          time: "24–48 hours, up to 2–3 days",
        },
        {
          service: "Data recovery from a failed drive",
          price: "From about $149 (logical)",
          time: "24–48 hours",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Do you repair all-in-one computers as well as towers?",
      answer: [
        "Yes. All-in-ones are more cramped inside than a tower, but the common failures are the same: drives, memory, power and overheating. Bring it in with its power cord and we will check it at the counter.",
      ],
    },
    {
      question: "Is a solid-state drive upgrade worth it on an older PC?",
      answer: [
        "For most desktops from the last several years it is the single biggest speed improvement available. We check first that the rest of the system is healthy and that the upgrade makes sense for your machine, and we copy your existing Windows, programs and files to the new drive.",
      ],
    },
    {
      question: "My computer stopped working after a thunderstorm. Can it be fixed?",
      answer: [
        "Often, yes. A surge commonly damages the power supply, which is a straightforward replacement, but it can also damage the motherboard or network port. We test the parts to find out what was hit before quoting, and we can copy your files off the drive either way.",
      ],
    },
    {
      question: "Can you come to our office instead?",
      answer: [
        "Yes. Onsite service is booked by phone and runs Monday to Saturday. Call {phone} to describe the problem and set a time.",
      ],
    },
  ],
  relatedServices: [
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Onsite Computer Repair", href: "/onsite-computer-repair" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Custom PC Builder", href: "/custom-pc-builder" },
    { title: "Laptop Repair", href: "/laptop-repair" },
  ],
};

export default service;
