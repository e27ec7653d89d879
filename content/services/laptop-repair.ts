import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "laptop-repair",
  aliases: [],
  meta: {
    title: "Laptop Repair Near Me in DeLand, FL | Free Quick Check",
    description:
      "Laptop repair in downtown DeLand: batteries, charging ports, screens, overheating and boot problems. Free quick check, most repairs in 1–3 business days.",
  },
  h1: "Laptop Repair Near Me in DeLand",
  location: "DeLand, FL",
  card: {
    title: "Laptop Repair",
    description:
      "Windows laptops and MacBooks checked free at the counter and repaired, most within 1–3 business days.",
    icon: "laptop",
  },
  intro:
    "Walk your laptop into {name} on Woodland Boulevard in downtown DeLand and a technician will look at it with you, free, before any work is agreed. Most laptop repairs are finished in 1–3 business days, and small jobs such as a battery swap are often done the same day.",
  informationalContent: {
    heading: "Expert laptop repair services in DeLand",
    paragraphs: [
      "Laptops tend to fail in a few predictable ways. Batteries wear out after a few hundred charge cycles and start shutting the machine off at 30 percent. Charging ports loosen when the cable is tugged or the laptop is used on a lap with the plug bent sideways. Screens crack when a lid is closed on a pen or earbuds. Fans fill with dust and pet hair, the processor gets hot and slows itself down, and eventually the laptop shuts off in the middle of a video call. Hard drives and older SSDs wear out too, which shows up as very slow startups, freezing, or a message that no boot device was found.",
      "The symptom does not always point to the failed part. A laptop that will not turn on can have a dead battery, a bad charger, a worn port or a fault on the motherboard, and each of those has a very different price. Replacing parts by guesswork is how people end up paying twice. That is why we test before we quote: the quick check at the counter is free and usually tells us where the problem is within a few minutes. When it needs more time on the bench, in-depth diagnostics cost $49 and that amount is credited in full toward the repair if you go ahead.",
      "We also tell you when a repair is not worth it. If fixing an older laptop would cost close to what a comparable replacement costs, you will hear that from us before you spend anything, and we can move your files and settings to the new machine instead. Our technicians have been doing this in DeLand for {years} years, long enough to know which repairs last and which only buy a few months.",
    ],
  },
  commercialContent: {
    heading: "How we can help with your laptop",
    paragraphs: [
      "We repair Windows laptops from all the common brands as well as Apple MacBooks, at the bench in our shop of over 3,000 square feet in downtown DeLand. You get a written estimate first, and nothing is ordered or replaced until you approve the price. If a repair will take a few days and you cannot be without a computer, ask about loaner equipment. Students get a discount, so bring your student ID.",
      "These are the laptop problems we fix most often:",
    ],
    bullets: [
      "Batteries that drain fast, swell or no longer charge",
      "Loose, burnt or broken charging ports and power jacks",
      "Cracked, dim, flickering or striped screens",
      "Overheating, loud fans and sudden shutdowns, cleaned and re-pasted",
      "Sticky or dead keyboards and broken hinges",
      "Slow or failing drives, with an upgrade to a solid-state drive and your data moved over",
      "Viruses, pop-ups and Windows that will not start",
      "Spills and water damage, which should come in as soon as possible",
    ],
  },
  transactionalContent: {
    heading: "Getting your laptop fixed",
    paragraphs: [
      "You do not need an appointment for a drop-off. Come in during our hours ({hours}) or call {phone} first if you want to ask whether we can do a particular repair. The shop is at {street}, in the middle of downtown DeLand.",
      "Bring the laptop and its charger, because a lot of 'dead laptop' problems turn out to be the adapter. Write down your login password or be ready to sign in for us, and tell us when the problem started and what happened just before. If the laptop still works, back up anything important before you bring it in; if it does not, tell us which files matter and we will take care with them.",
      "Once you approve the estimate, most repairs are done in 1–3 business days, and we call you when it is ready for pickup at the counter. Every repair is covered by our repair warranty and our satisfaction guarantee, so if the same problem comes back, bring it straight back to us.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Typical laptop repair prices and turnaround",
      intro:
        "These are starting prices and typical times. Your exact price is on the estimate you approve before we start.",
      items: [
        {
          service: "Quick check and estimate at the counter",
          price: "Free",
          time: "A few minutes, while you wait",
        },
        {
          service: "In-depth diagnostics",
          price: "$49, credited in full toward the repair",
          time: "24–48 hours",
        },
        { service: "Battery replacement (standard)", price: "From $49", time: "1–2 hours" },
        { service: "Charging port, simple replacement", price: "$75–150", time: "1–2 business days" },
        {
          service: "Charging port built into the motherboard",
          price: "$150–250",
          time: "Up to 3 business days",
        },
        { service: "Virus removal and tune-up", price: "From $89", time: "24–48 hours" },
        {
          service: "Water damage cleaning",
          price: "From $150",
          time: "Bring it in within 24 hours of the spill",
        },
        { service: "MacBook screen", price: "$200–400 LCD, $300–600 Retina", time: "2–3 business days" },
      ],
    },
  ],
  faqs: [
    {
      question: "Do I have to pay just to find out what is wrong with my laptop?",
      answer: [
        "No. The quick check and estimate at the counter are free. If the fault needs a longer bench test, in-depth diagnostics are $49, and that $49 is credited in full toward the repair if you go ahead with it.",
      ],
    },
    {
      question: "How long will my laptop be in the shop?",
      answer: [
        "Most laptop repairs take 1–3 business days. Batteries are usually done in 1–2 hours, and many other jobs can be done the same day when the part is on hand. If you need a computer in the meantime, ask about a loaner.",
      ],
    },
    {
      question: "Will I lose my files during the repair?",
      answer: [
        "Hardware repairs such as a battery, screen or port do not touch your files. If the drive itself is failing, we tell you before doing anything and copy your data off first when it can still be read. Backing up before you come in is always a good idea.",
      ],
    },
    {
      question: "Is it worth repairing an older laptop?",
      answer: [
        "Often it is: a new battery and a solid-state drive can make a five-year-old laptop feel quick again for much less than a new one. When the repair would cost close to a replacement, we say so and can move your files to the new machine.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Battery Replacement", href: "/laptop-battery-replacement" },
    { title: "Laptop Screen Replacement", href: "/laptop-screen-replacement" },
    { title: "Laptop Charging Port Repair", href: "/laptop-charging-port-repair" },
    { title: "Same-Day Laptop Repair", href: "/same-day-laptop-repair" },
    { title: "Water-Damaged Laptop Repair", href: "/water-damaged-laptop-repair" },
  ],
};

export default service;
