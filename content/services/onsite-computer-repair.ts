import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "onsite-computer-repair",
  aliases: [],
  meta: {
    title: "Onsite Computer Repair in Volusia County | Home & Office",
    description:
      "Onsite computer repair for homes and businesses across Volusia County. Book by phone for visits Monday to Saturday: setup, networks, printers and software.",
  },
  h1: "Onsite Computer Repair in Volusia County",
  location: "Volusia County",
  card: {
    title: "Onsite Computer Repair",
    description:
      "A technician at your home or business anywhere in Volusia County, booked by phone for Monday to Saturday.",
    icon: "home",
  },
  intro:
    "Some problems are easier to fix where they happen: the office network, the printer everyone shares, the desktop wired into a dozen cables. {name} sends technicians to homes and businesses across Volusia County, with appointments booked by phone for Monday to Saturday.",
  informationalContent: {
    heading: "Expert onsite computer services",
    paragraphs: [
      "An onsite visit makes the most sense when the problem is tied to the place rather than the computer. Networks, Wi-Fi, printers and scanners only exist where they are installed. A new computer has to be connected to that printer, that network and that e-mail account. An office with several workstations has problems that involve all of them at once. And some customers simply cannot easily bring a heavy desktop downtown, or run a business that cannot have the front-desk computer gone for two days.",
      "Some work is better done at our bench, and we will be straightforward about it. Board-level repair, screen replacement on most laptops, recovering files from a failing drive and in-depth hardware testing that runs for hours all need shop tools, parts on the shelf and time. If a visit turns up a problem like that, the technician explains what is wrong and what the shop repair involves, you bring the computer to our counter, and you get an estimate before work begins. If being without the machine is a problem, ask about loaner equipment.",
      "We are based in downtown DeLand and have worked on home and office computers here for {years} years. Onsite appointments cover all of Volusia County, from DeLand, Orange City, DeBary and Deltona to Daytona Beach, Ormond Beach, Port Orange, New Smyrna Beach and Edgewater. Our shop serves customers within about {radius} miles, including parts of Seminole, Orange and Brevard counties; if you are outside Volusia County, call and we will tell you what is possible.",
    ],
  },
  commercialContent: {
    heading: "How we can help at your home or business",
    paragraphs: [
      "For homes, the most common calls are a new computer that needs setting up with the old one's files, a printer that stopped printing, Wi-Fi that does not reach, and a computer full of pop-ups. Family members often book a visit for a parent or grandparent; we explain what we did in plain language and leave notes where they will be found.",
      "For small businesses, a little preparation goes a long way: make a list of every nagging problem before the visit, so one appointment can cover the printer, the slow workstation and the guest Wi-Fi together.",
    ],
    bullets: [
      "New computer setup, with files, e-mail and printers moved over from the old machine",
      "Wi-Fi and network setup and troubleshooting",
      "Printer and scanner installation and connection problems",
      "Virus, spyware and pop-up cleanup when the computer can be fixed in place",
      "Slow computer tune-ups and software problems",
      "Small office support: several workstations, shared printers and separate guest Wi-Fi",
    ],
  },
  transactionalContent: {
    heading: "Book an onsite visit",
    paragraphs: [
      "Onsite visits are by appointment, booked by phone for Monday to Saturday. Call {phone} during {hours} and tell us your address, the devices involved and what is going wrong. We will tell you whether a visit or a drop-off at our counter is the better fit, agree a day and time, and tell you the cost of the visit when you book.",
      "Before the technician arrives, gather the passwords you will need: computer sign-ins, the Wi-Fi network, e-mail accounts and the router or printer admin login if you have one. Have your internet provider account details handy, and make sure someone who can approve work is there.",
      "Nothing beyond the agreed visit is done without your approval, and any parts or equipment are quoted before they are installed. Onsite work carries the same repair warranty and satisfaction guarantee as work done in the shop.",
    ],
  },
  blocks: [
    {
      type: "steps",
      heading: "How an onsite appointment works",
      items: [
        {
          title: "Call to book",
          description:
            "Describe the problem on the phone; we confirm whether onsite is the right option and agree a day and time.",
        },
        {
          title: "Diagnose on site",
          description:
            "The technician checks the computers, network or printers involved and explains what is wrong.",
        },
        {
          title: "Fix with your approval",
          description:
            "Most setup, network and software problems are fixed during the visit once you agree to the work.",
        },
        {
          title: "Shop work if needed",
          description:
            "Hardware that needs bench repair comes to our DeLand counter, with an estimate before any work.",
        },
        {
          title: "Wrap-up",
          description:
            "Before leaving, we show you what changed and note any passwords or settings you will need later.",
        },
      ],
    },
    {
      type: "list",
      heading: "Volusia County communities we visit",
      intro: "Onsite appointments cover the whole county, including:",
      items: [
        "DeLand",
        "Orange City",
        "DeBary",
        "Deltona",
        "Daytona Beach",
        "Ormond Beach",
        "Port Orange",
        "New Smyrna Beach",
        "Edgewater",
      ],
    },
  ],
  faqs: [
    {
      question: "Which days do you do onsite visits?",
      answer: [
        "Onsite service runs Monday to Saturday, by appointment. Call {phone} to book a day and time.",
      ],
    },
    {
      question: "Can I book an onsite visit online?",
      answer: [
        "Appointments are made by phone so we can ask a few questions and send the right technician. For general questions you can also use the contact page; e-mails are answered within 2–4 business hours.",
      ],
    },
    {
      question: "What happens if my computer has to go to the shop?",
      answer: [
        "The technician explains the problem and what the repair involves. You bring the computer to our counter in downtown DeLand, we give you an estimate before any work, and you can ask about loaner equipment in the meantime.",
      ],
    },
    {
      question: "Is an onsite visit more expensive than bringing the computer in?",
      answer: [
        "We tell you the cost of the visit when you book, so you can compare. Bringing a computer to our counter is always an option, and the quick check and estimate there are free.",
      ],
    },
    {
      question: "Do you come outside Volusia County?",
      answer: [
        "Our shop serves customers within about {radius} miles, including parts of Seminole, Orange and Brevard counties. Call us with your address and we will tell you whether an onsite visit is possible.",
      ],
    },
  ],
  relatedServices: [
    { title: "Wi-Fi Installation", href: "/wifi-installation" },
    { title: "Wi-Fi Troubleshooting", href: "/wifi-troubleshooting" },
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "Spyware Removal", href: "/spyware-removal" },
    { title: "Data Recovery", href: "/data-recovery" },
  ],
};

export default service;
