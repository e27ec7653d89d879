import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "gaming-pc-builder",
  aliases: ["gaming-pc-builder-volusia-county"],
  meta: {
    title: "Gaming PC Builder in Volusia County | From About $800",
    description:
      "Gaming PCs built and stress-tested in DeLand for players across Volusia County, balanced for your games, resolution and budget. Builds from about $800.",
  },
  h1: "Gaming PC Builder",
  location: "Volusia County",
  card: {
    title: "Gaming PC Builds",
    description: "Balanced gaming PCs built around your games, monitor and budget, from about $800.",
    icon: "gamepad",
  },
  intro:
    "Whether you play in Deltona, Daytona Beach or anywhere else in Volusia County, {name} in downtown DeLand builds gaming PCs around the games you play and the monitor you play them on, stress-tests them before you see them, and starts from about $800.",
  informationalContent: {
    heading: "Expert gaming PC building services",
    paragraphs: [
      "The most common mistake in a gaming build is imbalance. A top-tier graphics card paired with an entry-level processor will stutter in busy multiplayer matches and simulation games, while a powerful processor with a weak graphics card cannot hold a high frame rate at 1440p. The right balance depends on what you play and how: competitive shooters on a 1080p high-refresh monitor lean on the processor, while story games at 1440p or 4K with the detail turned up lean on the graphics card and its video memory.",
      "The parts nobody shows off matter just as much. A cheap power supply is the most likely part to fail in a gaming PC and can take other components with it, so we size it with headroom for the graphics card you have now and the one you may buy later. Memory should run at its rated speed, which means enabling its profile in the BIOS, a step many self-builders miss and which costs real frame rate. And games have grown large enough that a fast NVMe solid-state drive with plenty of space is a basic requirement, not a luxury.",
      "Cooling is the last piece, and it matters more in a Florida house in August than in a review on a test bench. A case with good front intake, properly placed fans and a cooler matched to the processor keeps the system from throttling during long sessions and keeps the noise down when the room is already warm.",
    ],
  },
  commercialContent: {
    heading: "How we build your gaming PC",
    paragraphs: [
      "We start with three questions: what do you play, what monitor do you have or plan to buy, and what do you want to spend in total. From there you get a parts list with every price shown, and we will explain the trade-offs, for example spending a little less on the case lighting and a little more on the graphics card.",
      "Once you approve the list, we assemble the system by hand, update the BIOS, enable the memory profile, install Windows, drivers and your game launchers, and run stress tests on the processor and graphics card while we watch temperatures. If a part is faulty, it fails on our bench and gets replaced before you pick the PC up.",
    ],
    bullets: [
      "1080p high-refresh builds for competitive shooters and esports titles",
      "1440p and 4K builds for detailed single-player and simulation games",
      "Streaming setups with the processor and memory to game and broadcast at once",
      "Power supplies sized with headroom for future graphics card upgrades",
      "Airflow-focused cases and coolers for warm Florida rooms",
      "Upgrades for existing gaming PCs: graphics cards, memory, drives and power supplies",
    ],
  },
  transactionalContent: {
    heading: "Ordering your gaming build",
    paragraphs: [
      "Call {phone}, e-mail {email} or come in during our hours ({hours}) to start. Bring a short list of the games you play most, your monitor's resolution and refresh rate, and your budget for the PC itself. If you already own parts you want to reuse, such as a graphics card, a drive or a case, bring them and we will check that they are healthy and compatible.",
      "Gaming builds start from about $800, and the final price depends on the graphics card and processor you choose. You approve the parts list before anything is ordered, and we give you a build timeline with the quote, since it depends on part availability. We serve all of Volusia County, from DeBary and Orange City to Ormond Beach, Port Orange and New Smyrna Beach; you pick up the finished PC at our counter in downtown DeLand.",
      "Already have a gaming PC that crashes, overheats or underperforms? The quick check at the counter is free, and in-depth diagnostics are $49, credited in full toward the repair.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Gaming PC prices",
      intro:
        "Starting prices for a complete, assembled and tested gaming PC, plus help for the rig you already have.",
      items: [
        { service: "Gaming PC build", price: "From about $800", time: "Timeline given with your quote" },
        { service: "Quick check of an existing gaming PC", price: "Free", time: "At the counter" },
        {
          service: "In-depth diagnostics for crashes or low performance",
          price: "$49, credited toward the repair",
          time: "24–48 hours",
        },
      ],
    },
    {
      type: "list",
      heading: "What every gaming build gets before pickup",
      items: [
        "BIOS updated and memory running at its rated speed",
        "Clean Windows installation with current graphics and chipset drivers",
        "Your game launchers installed, ready for you to sign in",
        "Processor and graphics stress tests with temperatures checked",
        "Cables routed for airflow, and a walk-through of the build at pickup",
      ],
    },
  ],
  faqs: [
    {
      question: "What can I get for about $800?",
      answer: [
        "A balanced build aimed at smooth 1080p gaming in most current titles, with a solid-state drive and a power supply that leaves room for a later graphics card upgrade. Higher resolutions and refresh rates need a bigger budget, mainly for the graphics card.",
      ],
    },
    {
      question: "Can you upgrade my current gaming PC instead?",
      answer: [
        "Yes. Often a new graphics card, more memory or a larger solid-state drive is enough. We check that the power supply and processor can support the upgrade before you buy, so the new part is not held back by the old ones.",
      ],
    },
    {
      question: "Do I have to come to DeLand?",
      answer: [
        "Planning can happen by phone or e-mail, and we reply to e-mail within 2–4 business hours. You collect the finished PC at our counter in downtown DeLand so we can walk you through it.",
      ],
    },
    {
      question: "Can I use parts I already own?",
      answer: [
        "Yes. Bring them in and we will test them. If a part is worn or would bottleneck the rest of the build, we tell you before it goes in.",
      ],
    },
  ],
  relatedServices: [
    { title: "Custom PC Builder", href: "/custom-pc-builder" },
    {
      title: "Custom Built Computers in Volusia County",
      href: "/services/custom-built-computers-volusia-county",
    },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "Computer Repair in Deltona", href: "/deltona" },
  ],
};

export default service;
