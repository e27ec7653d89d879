import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "computer-diagnostics",
  aliases: ["computer-diagnostics-deland-area"],
  meta: {
    title: "Computer Diagnostics in the DeLand Area | Free Quick Check",
    description:
      "Free quick check and estimate at our DeLand counter. In-depth computer diagnostics $49, credited in full toward the repair, usually done in 24–48 hours.",
  },
  h1: "Computer Diagnostics in the DeLand Area",
  location: "DeLand area",
  card: {
    title: "Computer Diagnostics",
    description:
      "A free quick check at the counter, or in-depth testing for $49 that is credited in full toward the repair.",
    icon: "search",
  },
  intro:
    "Before anyone replaces a part, someone should find out what is actually wrong. {name} offers a free quick check and estimate at the counter, and in-depth diagnostics for $49 that is credited in full toward the repair if you go ahead with it.",
  informationalContent: {
    heading: "Expert computer diagnostic services",
    paragraphs: [
      "Computer problems rarely announce their cause. A PC that will not start might have a failed drive, a Windows update that stopped halfway, a bad memory module or a dead power supply. A laptop that has become painfully slow might be fighting a drive that keeps retrying failed reads, malware running in the background, a processor slowing itself down because the fan is clogged, or simply too little memory for a modern web browser. Each of those has a different fix, and guessing is how people end up paying for a part that was never broken.",
      "Many problems show themselves quickly, and that is what the free quick check is for. While you stand at the counter, a technician powers the machine up, looks at what the screen shows, notes any error messages, beeps or blinking lights, checks the charger and looks for physical damage. Often that is enough to tell you what is wrong and give you an estimate on the spot.",
      "Other faults hide. Random shutdowns, blue screens that appear twice a week, freezes that only start after the computer has been on for an hour, or a desktop that restarts during games need time on the bench. In-depth diagnostics means the computer stays with us for 24–48 hours while we read the drive's health data and test its surface, run memory tests over several passes, load the processor and graphics to watch temperatures and fans, check the power supply or charging circuit, review crash logs and scan for malware.",
      "At the end you get an answer in plain language: what failed, what it costs to fix and whether the repair makes sense for the age of the machine. Sometimes the honest answer is that an older computer is not worth a large repair, and we will say so rather than sell you one.",
    ],
  },
  commercialContent: {
    heading: "How our diagnostics help you decide",
    paragraphs: [
      "The $49 for in-depth diagnostics is credited in full toward the repair. If you approve the work, that $49 comes off the bill, so the testing costs you nothing extra. If you decide not to repair, you pay the $49 and take the computer home along with our findings, which you are free to use however you like. Nothing is repaired or replaced without your approval.",
      "If testing shows that the drive holding your files is failing, we tell you before anything else, because your photos and documents matter more than the hardware. In that case we explain your data recovery options first, so a repair attempt does not put your files at risk.",
    ],
    bullets: [
      "Laptops, desktop towers, all-in-ones and Macs",
      "Drive health checks that catch a failing hard drive or SSD early",
      "Multi-pass memory testing for crashes and blue screens",
      "Temperature, fan and power testing under load",
      "Startup, driver and crash log review, including a malware scan",
      "A clear estimate before any repair starts, from certified technicians with {years} years in downtown DeLand",
    ],
  },
  transactionalContent: {
    heading: "How to get your computer diagnosed",
    paragraphs: [
      "For the free quick check, just walk in; no appointment is needed. We are open {hours}. If you would like to describe the problem first, call {phone}, or e-mail {email} and expect a reply within 2–4 business hours.",
      "Bring the computer and its charger or power cord. For a desktop, the tower is usually enough unless the problem is with the display. If you are comfortable sharing it, write down your sign-in password or PIN so we can test inside Windows or macOS. Most helpful of all is a short note of when the problem happens: what you were doing, any error message, and a phone photo of the screen if you caught one.",
      "In-depth results typically take 24–48 hours. We call you with what we found and the price of the repair, and you decide from there.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Diagnostic options and prices",
      items: [
        { service: "Quick check and estimate at the counter", price: "Free", time: "Usually while you wait" },
        {
          service: "In-depth diagnostics",
          price: "$49, credited in full toward the repair",
          time: "24–48 hours",
        },
      ],
    },
    {
      type: "steps",
      heading: "What happens after you leave your computer with us",
      items: [
        {
          title: "Check-in",
          description:
            "We note the symptoms in your words, the condition of the machine and the best number to reach you.",
        },
        {
          title: "Testing",
          description: "A technician works through the hardware and software checks that fit your symptoms.",
        },
        {
          title: "Your call",
          description: "We phone you with the cause, the repair price and how long it will take.",
        },
        {
          title: "Your decision",
          description:
            "Approve the repair and the $49 is credited, or collect the computer with our findings.",
        },
        {
          title: "Repair and retest",
          description: "If you go ahead, we repair it and run the same tests again before you pick it up.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is the diagnostic really free?",
      answer: [
        "The quick check and estimate at the counter is free. In-depth diagnostics, where the computer stays with us for testing, is $49, and that amount is credited in full toward the repair if you go ahead.",
      ],
    },
    {
      question: "What if I decide not to repair the computer?",
      answer: [
        "You pay the $49 diagnostic fee and take the computer home with an explanation of what we found. There is no pressure to approve the repair.",
      ],
    },
    {
      question: "Do you need my password?",
      answer: [
        "It helps, because some tests run inside Windows or macOS. If you would rather not share it, tell us and we will run the hardware tests that do not need you to sign in, and let you know if anything could not be checked.",
      ],
    },
    {
      question: "Can you tell me whether my computer is worth fixing?",
      answer: [
        "Yes. Along with the repair price we give you our honest view of whether it makes sense for the machine's age and condition, and what a sensible alternative would be if it does not.",
      ],
    },
  ],
  relatedServices: [
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Virus Removal Service", href: "/virus-removal-service" },
    { title: "Same-Day Laptop Repair", href: "/same-day-laptop-repair" },
  ],
};

export default service;
