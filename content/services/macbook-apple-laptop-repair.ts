import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "macbook-apple-laptop-repair",
  aliases: [],
  meta: {
    title: "MacBook Repair in DeLand, FL | MacBook Air and Pro",
    description:
      "MacBook Air and MacBook Pro repair in DeLand: Retina screens, batteries, keyboards, logic boards and liquid damage, typically 30–50% below Apple Store prices.",
  },
  h1: "MacBook and Apple Laptop Repair in DeLand",
  location: "DeLand, FL",
  card: {
    title: "MacBook Repair",
    description:
      "Screens, batteries, keyboards, logic boards and liquid damage on MacBook Air and MacBook Pro models.",
    icon: "apple",
  },
  intro:
    "A MacBook is built to last, but a cracked Retina display, a swollen battery or a drink on the keyboard can still stop it cold. {name} repairs MacBook Air and MacBook Pro laptops in downtown DeLand, from older Intel models to current Apple silicon machines. Most MacBook repairs take 2–3 business days, and out-of-warranty repairs typically cost 30–50% less than the same repair at an Apple Store.",
  informationalContent: {
    heading: "Expert MacBook repair services",
    paragraphs: [
      "MacBooks are thin, tightly packed and increasingly integrated. On recent models the keyboard is riveted into the top case, the battery is glued in place, and the processor, memory and storage all sit on the logic board. That design makes some repairs more involved than on a typical Windows laptop, and it means the right diagnosis matters even more: a MacBook that will not power on might need a new battery, a USB-C or MagSafe port, a charging circuit repair on the logic board, or nothing more than a reset of the system management controller on an Intel model.",
      "Our certified technicians have been repairing computers in DeLand for {years} years and work on MacBooks every week. We start with a free quick check at the counter. If the fault needs bench time to find, in-depth diagnostics cost $49 and the fee is credited in full toward the repair. You get a written estimate before any work starts, and we tell you plainly if a repair is not worth the money on an older machine.",
      "We are an independent repair shop, not an Apple Store or Apple Authorized Service Provider. That is where the savings come from, and it also means we are honest about the limits. On newer models, some features such as Touch ID depend on Apple's own pairing of parts to the logic board, so before we replace anything we tell you if any feature could be affected.",
    ],
  },
  commercialContent: {
    heading: "How we can help with your MacBook",
    paragraphs: [
      "Most MacBook problems fall into a handful of repairs: a damaged display, a worn-out battery, a failing keyboard or trackpad, a charging port that no longer connects, liquid damage, or a logic board fault. We handle each of them in the shop and keep you informed while your Mac is on the bench.",
      "Your data matters as much as the hardware. On Apple silicon MacBooks and most recent Intel models the storage is soldered to the logic board and encrypted, so if the board fails your files can only be reached by repairing that board. Check that your Time Machine or iCloud backup is current before you drop off, and if you have no backup, tell us at the counter so we can plan the repair around your data.",
    ],
    bullets: [
      "Free quick check and written estimate before any work",
      "Out-of-warranty repairs typically 30–50% below Apple Store pricing",
      "Most MacBook repairs in 2–3 business days; logic board repairs in 3–5 business days",
      "Repair warranty and satisfaction guarantee",
      "Straight answers about which upgrades your model can and cannot take",
    ],
  },
  transactionalContent: {
    heading: "Get your MacBook repaired",
    paragraphs: [
      "Bring your MacBook and its charger to {address} during opening hours ({hours}). It helps to know your model, which you can find under About This Mac, and your login password if you want us to test the repair fully in macOS. We check the machine with you at the counter and give you an estimate and an expected completion date.",
      "Prefer to ask first? Call {phone} or e-mail {email} with your model and what is happening. We reply to e-mail within 2–4 business hours. To reserve a drop-off time, use the Schedule a repair button. If your Mac has had a spill, do not wait: power it off, do not charge it, and bring it in as soon as you can.",
    ],
  },
  blocks: [
    {
      type: "list",
      heading: "MacBook repair services",
      intro: "What we fix on MacBook Air and MacBook Pro laptops.",
      items: [
        "Screen replacement for cracked, dark, flickering or lined LCD and Retina displays",
        "Battery replacement for batteries that drain fast, swell, or show a Service Recommended warning",
        "Keyboard and top case repair for sticky, repeating or dead keys",
        "Trackpad repair for clicks that stop working or a pad lifted by a swollen battery",
        "USB-C, Thunderbolt and MagSafe charging port repair",
        "Logic board diagnosis and repair for Macs that will not power on or charge",
        "SSD upgrades on older models that support them, and data recovery from failed drives",
        "Liquid damage cleaning and repair after coffee, water or soda spills",
        "Display backlight cable faults on 2016–2018 MacBook Pro models",
        "Overheating and fan noise: internal cleaning and fan replacement",
        "macOS reinstalls, upgrades, startup problems and slow performance",
      ],
    },
    {
      type: "list",
      heading: "MacBook models we repair",
      intro:
        "A note on upgrades: on Apple silicon MacBooks the memory and storage are soldered to the logic board, so they cannot be upgraded after purchase. Buy the capacity you need, or add external storage. Older Intel models are a different story, and we will check your exact model before quoting.",
      items: [
        "MacBook Air with Apple silicon (M1 and later), 13-inch and 15-inch",
        "MacBook Pro 13-inch, Intel and Apple silicon",
        "MacBook Pro 14-inch and 16-inch with Apple silicon",
        "MacBook Pro 15-inch and 16-inch Intel models",
        "Intel MacBook Air models, including the older 11-inch and 13-inch",
        "12-inch MacBook",
        "Older non-Retina MacBook Pro models, which still take memory and standard hard drive or SSD upgrades",
        "Many 2013–2017 Intel MacBook Air and MacBook Pro models with a removable SSD that can be upgraded",
      ],
    },
    {
      type: "prices",
      heading: "MacBook repair prices and turnaround",
      intro:
        "Typical prices. The exact figure depends on your model and the part it needs, and you get a written estimate before we start.",
      items: [
        { service: "Quick check and estimate", price: "Free", time: "At the counter" },
        { service: "In-depth diagnostics", price: "$49, credited toward the repair", time: "24–48 hours" },
        { service: "MacBook screen replacement (LCD)", price: "$200–400", time: "2–3 business days" },
        { service: "MacBook Retina screen replacement", price: "$300–600", time: "2–3 business days" },
        {
          service: "Battery, keyboard, port and other MacBook repairs",
          price: "Typically 30–50% below Apple Store pricing",
          time: "2–3 business days",
        },
        { service: "Logic board repair", price: "Quoted after diagnostics", time: "3–5 business days" },
        {
          service: "Data recovery",
          price: "From about $149 logical, $299–899 physical; no recovery, no fee",
          time: "24–48 hours logical, 3–7 days physical",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Are you an Apple Authorized Service Provider?",
      answer: [
        "No. We are an independent repair shop. That lets us repair out-of-warranty MacBooks for typically 30–50% less than an Apple Store, and we tell you before any repair if a feature such as Touch ID depends on Apple's own parts pairing.",
      ],
    },
    {
      question: "How much does a MacBook screen replacement cost?",
      answer: [
        "Typically $200–400 for LCD displays and $300–600 for Retina displays, depending on the model. We confirm the exact price in a written estimate after a free quick check at the counter.",
      ],
    },
    {
      question: "How long does a MacBook repair take?",
      answer: [
        "Most MacBook repairs take 2–3 business days. Logic board repairs take 3–5 business days because they need more bench time and testing. We give you an expected completion date when you drop off.",
      ],
    },
    {
      question: "Can you upgrade the memory or storage in my MacBook?",
      answer: [
        "It depends on the model. Apple silicon MacBooks have memory and storage soldered to the logic board, so they cannot be upgraded. Memory is also soldered on most Intel models from around 2012 on. Many older Intel models can still take an SSD upgrade, and we check your exact model before quoting.",
      ],
    },
    {
      question: "My MacBook is still under warranty or AppleCare. Should I bring it to you?",
      answer: [
        "Check with Apple first. If the repair is covered, Apple may fix it at little or no cost to you. If it is not covered, for example accidental damage without AppleCare, bring it to us for a free quick check and compare prices.",
      ],
    },
    {
      question: "Can you recover data from a MacBook that will not turn on?",
      answer: [
        "Often, yes. On older models with a removable drive we can read the drive directly. On Apple silicon and most recent Intel MacBooks the storage is soldered to the logic board and encrypted, so recovery usually means repairing the board first. Data recovery is no recovery, no fee.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Screen Replacement", href: "/laptop-screen-replacement" },
    { title: "Laptop Battery Replacement", href: "/laptop-battery-replacement" },
    { title: "Water-Damaged Laptop Repair", href: "/water-damaged-laptop-repair" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Laptop Charging Port Repair", href: "/laptop-charging-port-repair" },
  ],
  heroLinks: [{ label: "Schedule a repair", href: "/contact" }],
};

export default service;
