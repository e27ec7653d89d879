import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "laptop-battery-replacement",
  aliases: [],
  meta: {
    title: "Laptop Battery Replacement in DeLand, FL | From $49",
    description:
      "Laptop dying fast, shutting off early or swelling? Standard battery replacement in downtown DeLand from $49, usually done in 1–2 hours. Free check first.",
  },
  h1: "Laptop Battery Replacement in DeLand",
  location: "DeLand, FL",
  card: {
    title: "Battery Replacement",
    description:
      "Worn-out and swollen laptop batteries replaced, with standard jobs from $49 in about 1–2 hours.",
    icon: "battery",
  },
  intro:
    "If your laptop dies an hour after you unplug it, shuts off at 30 percent or has started to bulge, a new battery usually gives it years more of useful life. At {name} in downtown DeLand, standard laptop battery replacements start at $49 and typically take 1–2 hours when the battery is in stock.",
  informationalContent: {
    heading: "Expert laptop battery replacement services",
    paragraphs: [
      "Every laptop battery is a pack of lithium-ion cells, and those cells lose capacity with each charge cycle and with heat. A laptop that lives plugged in on a warm desk, or rides around in a car through a Florida summer, ages its battery faster than one kept cool. After three or four years it is common for a battery to hold half of what it held new, even though the rest of the laptop still works perfectly well. Replacing the battery is usually far cheaper than replacing the computer.",
      "The signs are easy to recognize once you know them: runtime that keeps shrinking, a charge percentage that jumps from 40 to 10 in a few minutes, sudden shutdowns when you open a heavy program, a 'replace soon' or 'service battery' warning, or a laptop that only runs while plugged in. You can check for yourself. On Windows, typing powercfg /batteryreport in a Command Prompt creates a report that compares the battery's design capacity with what it holds today. On a Mac, the Battery section of System Settings shows the battery's health.",
      "A swollen battery is different: it is a safety problem, not just an annoyance. Watch for a trackpad that no longer clicks properly or sits higher than before, a bottom cover or case seam that has started to separate, a keyboard that bows upward, or a laptop that rocks on a flat table. If you see any of these, stop using and charging the laptop, do not press on the bulge or try to pry the battery out, and bring it in promptly.",
      "Not every power problem is the battery. A laptop that will not charge at all may have a failed charger, a damaged cable, a worn charging port or a fault in the board's charging circuit. That is why we test the whole charging path before we sell you a battery you may not need.",
    ],
  },
  commercialContent: {
    heading: "How we can help with a worn or swollen battery",
    paragraphs: [
      "At the counter we check battery health and charging for free and tell you plainly whether a new battery will solve the problem. We then look up the battery by your laptop's exact model and part number, because many models were sold with two or three battery versions that differ in capacity, connector or size.",
      "Standard replacements start at $49. These are laptops where the battery sits behind the bottom cover and unplugs from the board. Some thin laptops and many MacBooks have batteries glued in place or built into the top case; those take more time and cost more, and we give you that price before any work begins. If your battery is not on our shelf, we order it and tell you when to expect it.",
    ],
    bullets: [
      "Free battery health and charging check at the counter before you pay for anything",
      "The correct battery for your model, matched by part number, voltage and connector",
      "Careful removal of swollen batteries without bending or puncturing the cells",
      "Charger and charging port checked at the same time, so the new battery actually charges",
      "A full charge and discharge test after installation, so the percentage reads correctly",
      "Windows laptops, Chromebooks and MacBooks, covered by our repair warranty and satisfaction guarantee",
    ],
  },
  transactionalContent: {
    heading: "Get your laptop battery replaced",
    paragraphs: [
      "Call {phone} with the make and model of your laptop, printed on the label underneath or shown in the system information, and we will tell you whether the battery is in stock and what it costs. You can also simply walk in; we are open {hours}.",
      "Bring the laptop and its charger. A battery swap does not touch your files, but if the laptop still runs it is always sensible to back up before any repair. If the battery is swollen, carry the laptop flat in a bag with nothing stacked on top of it, and do not charge it on the way over.",
      "With the battery on hand, most standard replacements are finished in 1–2 hours, so you can have lunch downtown and come back. If we have to order the part, we call you as soon as it arrives and fit it the same day you bring the laptop back in.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Battery replacement prices and turnaround",
      intro: "Typical prices; we confirm the exact price for your model before we start.",
      items: [
        {
          service: "Battery health and charging check",
          price: "Free at the counter",
          time: "While you wait",
        },
        {
          service: "Standard laptop battery replacement",
          price: "From $49",
          time: "1–2 hours when in stock",
        },
        {
          service: "Glued-in or built-in batteries (many ultrabooks and MacBooks)",
          price: "Quoted for your model before work",
          time: "Depends on model and parts",
        },
        {
          service: "In-depth diagnostics, if the battery is not the cause",
          price: "$49, credited in full toward the repair",
          time: "24–48 hours",
        },
      ],
    },
    {
      type: "list",
      heading: "Help your new battery last longer",
      items: [
        "Keep the laptop out of hot cars; heat is the fastest way to wear out lithium-ion cells.",
        "If your laptop offers a charge limit or battery-care setting, turn it on when you mostly work plugged in.",
        "Use a charger with the correct wattage for your model rather than a bargain adapter.",
        "Do not store the laptop for months at 0 percent; leave it around half charged.",
        "Keep the vents clear of blankets and cushions so the battery and processor run cooler.",
      ],
    },
  ],
  faqs: [
    {
      question: "How do I know whether I need a new battery or a new charger?",
      answer: [
        "If the laptop charges but the charge does not last, the battery is the likely cause. If it will not charge at all, or only charges when you hold the cable at an angle, the charger, cable or charging port may be at fault. Bring the laptop and charger in and we will test both for free at the counter.",
      ],
    },
    {
      question: "Is a swollen laptop battery dangerous?",
      answer: [
        "It can be. Swelling means the cells are breaking down and producing gas, and a damaged lithium-ion cell can overheat. Stop charging the laptop, do not press on or puncture the bulge, keep it away from anything flammable and bring it in so we can remove the battery safely.",
      ],
    },
    {
      question: "Will I lose my files when the battery is replaced?",
      answer: [
        "No. The battery is separate from the drive that stores your files, and replacing it does not erase anything. We still recommend a backup before any repair, simply because it is good practice.",
      ],
    },
    {
      question: "Can you replace a MacBook battery?",
      answer: [
        "Yes. Many MacBook batteries are glued in, so the job takes longer than a standard replacement and the price depends on the model. We quote it before we start. See our MacBook repair page for other Apple laptop work.",
      ],
    },
    {
      question: "How long will the new battery last?",
      answer: [
        "A new battery wears the same way the original did: gradually, with charge cycles and heat. With normal use most people get several years of good runtime, and the tips on this page help it age more slowly.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Charging Port Repair", href: "/laptop-charging-port-repair" },
    { title: "MacBook and Apple Laptop Repair", href: "/macbook-apple-laptop-repair" },
    { title: "Same-Day Laptop Repair", href: "/same-day-laptop-repair" },
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
  ],
};

export default service;
