import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "laptop-charging-port-repair",
  aliases: [],
  meta: {
    title: "Laptop Charging Port Repair in DeLand, FL | DC Jack & USB-C",
    description:
      "Loose or dead laptop charging port? DeLand repair for DC jacks, USB-C and MagSafe ports: $75–150 simple, $150–250 board-level, usually 1–2 business days.",
  },
  h1: "Laptop Charging Port Repair in DeLand",
  location: "DeLand, FL",
  card: {
    title: "Charging Port Repair",
    description: "Loose, wobbly or dead laptop charging ports repaired, from DC jacks to USB-C and MagSafe.",
    icon: "plug",
  },
  intro:
    "If your laptop only charges when the plug is held at just the right angle, the charging port is probably on its way out. {name} repairs and replaces laptop charging ports in downtown DeLand, from traditional barrel DC jacks to USB-C and MagSafe ports. Most port repairs cost $75–150, board-integrated ports $150–250, and the work usually takes 1–2 business days.",
  informationalContent: {
    heading: "Expert laptop charging port repair services",
    paragraphs: [
      "The charging port takes more abuse than any other part of a laptop. Every time the plug goes in and out, and every time the cable gets pulled sideways off a couch or a desk, the port and the solder joints that hold it take a little strain. Over time the contacts wear, the joints crack and the connection becomes intermittent. Left alone, a loose connection can spark and overheat, which can damage the charging circuit on the motherboard and turn a simple repair into a more expensive one.",
      "Laptops use two basic port designs, and which one you have decides the price. On many laptops the DC jack sits on a short cable harness or a small daughterboard, so the repair is a straight part swap: the simple repair, typically $75–150. On others, including most USB-C laptops and many thin models, the port is soldered directly to the motherboard. Replacing it means removing the board, desoldering the old port and soldering in a new one, which takes more time and skill: the board-integrated repair, typically $150–250.",
      "Not every charging problem is the port, though. A failed power adapter, a frayed cable, a worn-out battery or a fault in the charging circuit can look exactly the same from the outside. That is why we test before we quote. Our certified technicians have {years} years of experience telling these apart, and we will not replace a port that is not the problem.",
    ],
  },
  commercialContent: {
    heading: "How we can help",
    paragraphs: [
      "Bring in the laptop and its charger and we will find out where the power stops. The quick check at the counter is free and usually shows within minutes whether the fault is in the adapter, the port or the laptop itself. If the problem needs bench time to trace, in-depth diagnostics cost $49 and that amount is credited in full toward the repair.",
      "Once we know the cause, you get a written estimate with the type of repair, the price and the expected completion time. If the culprit turns out to be just the charger or the battery, we tell you that instead and point you to the cheaper fix.",
    ],
    bullets: [
      "Free quick check at the counter to rule out the charger, cable and battery",
      "DC jack, cable harness, USB-C, MagSafe and Surface Connect ports",
      "Board-level soldering for ports built into the motherboard",
      "Charging circuit checks so the new port is not damaged by an underlying fault",
      "Most repairs done in 1–2 business days, up to 3 for board-integrated ports",
      "Repair warranty and satisfaction guarantee",
    ],
  },
  transactionalContent: {
    heading: "Get your charging port fixed",
    paragraphs: [
      "Stop by {address} during opening hours ({hours}) with your laptop and its power adapter. Bringing the adapter matters: it lets us test the whole charging path and rule out the cheapest explanation first. If the battery is nearly flat, do not keep trying to force a connection; that is how a simple port repair becomes a board repair.",
      "You can also call {phone} or e-mail {email} with your laptop make and model and a description of what happens when you plug it in. We answer e-mail within 2–4 business hours and can usually tell you which kind of port your model has and what the repair is likely to cost. Use the Schedule a repair button to book a drop-off time.",
    ],
  },
  blocks: [
    {
      type: "list",
      heading: "Signs your charging port is failing",
      intro:
        "Any of these means it is time to have the port checked, before the damage spreads to the motherboard.",
      items: [
        "The laptop only charges when the plug is held or propped at a certain angle",
        "The plug feels loose, wobbles or falls out on its own",
        "Charging keeps connecting and disconnecting, with the charging icon or light flickering",
        "The battery does not charge even though the adapter light is on",
        "The port, plug or the area around it gets hot, smells of burning or shows scorch marks",
        "A bent, broken or pushed-in pin inside a barrel DC jack",
        "A USB-C plug that no longer clicks in firmly, or a port packed with lint",
        "The laptop shuts off as soon as the plug is nudged",
      ],
    },
    {
      type: "steps",
      heading: "Our charging port repair process",
      intro: "Four steps from the counter to a laptop that charges reliably again.",
      items: [
        {
          title: "Free quick check",
          description:
            "We test your laptop with a known-good adapter, inspect the port and check the battery, so we know whether the fault is the charger, the battery or the port.",
        },
        {
          title: "Diagnosis and estimate",
          description:
            "We identify whether your port is cable-connected or soldered to the motherboard and give you a written estimate with price and completion time before any work starts.",
        },
        {
          title: "Port repair or replacement",
          description:
            "We replace the jack or harness, or desolder the old port and solder in a new one, and check the charging circuit for damage caused by the failing connection.",
        },
        {
          title: "Testing and return",
          description:
            "We charge the battery from low to full, test the fit of the plug and run the laptop under load before we call you to pick it up.",
        },
      ],
    },
    {
      type: "list",
      heading: "Laptop brands we repair",
      intro: "We work on charging ports across all major brands, whatever the connector.",
      items: [
        "Dell: barrel DC jacks on Inspiron and Latitude, USB-C on XPS and newer models",
        "HP: Pavilion, Envy, Spectre and EliteBook DC jacks and USB-C ports",
        "Lenovo: rectangular slim-tip ports on IdeaPad and ThinkPad, USB-C on Yoga and newer ThinkPads",
        "ASUS: VivoBook, ZenBook and ROG gaming laptops",
        "Acer: Aspire, Swift and Nitro",
        "Apple MacBook: MagSafe and USB-C ports",
        "Microsoft Surface: Surface Connect and USB-C",
        "MSI, Razer, Samsung and Toshiba laptops",
        "Chromebooks with USB-C charging",
      ],
    },
    {
      type: "list",
      heading: "How to keep your new charging port healthy",
      intro: "A few habits that make a charging port last far longer.",
      items: [
        "Unplug by gripping the plug itself, never by pulling the cable",
        "Unplug the charger before you move the laptop or put it in a bag",
        "Keep the cable running straight out of the port instead of bent sharply to one side",
        "Route the cord where nobody can trip over it or catch it with a chair",
        "Avoid using the laptop on a bed or couch where the plug gets pushed against the cushions",
        "Keep ports free of lint and crumbs with a short burst of compressed air, and never dig in with metal",
        "Use the correct adapter for your laptop from a reputable maker, with the right wattage",
        "Replace frayed or kinked charger cables before they cause bigger problems",
      ],
    },
    {
      type: "prices",
      heading: "Charging port repair prices",
      intro: "Typical prices. Your written estimate confirms the exact price for your model before we start.",
      items: [
        { service: "Quick check at the counter", price: "Free", time: "At the counter" },
        { service: "In-depth diagnostics", price: "$49, credited toward the repair", time: "24–48 hours" },
        {
          service: "Simple charging port or DC jack replacement",
          price: "$75–150",
          time: "1–2 business days",
        },
        {
          service: "Board-integrated port replacement",
          price: "$150–250",
          time: "1–2 business days, up to 3",
        },
        {
          service: "Battery replacement, if the battery is the real fault",
          price: "From $49 (standard)",
          time: "1–2 hours",
        },
      ],
    },
  ],
  testimonials: {
    heading: "What customers say about our charging port repairs",
    layout: "grid",
    loop: false,
    items: [
      {
        name: "Sample review – DeLand small business owner",
        rating: 5,
        text: "Our office laptop would only charge with a book propped under the cord. They replaced the jack in two days, and the price matched the estimate exactly.",
        placeholder: true,
      },
      {
        name: "Sample review – Deltona remote worker",
        rating: 5,
        text: "I was ready to buy a new charger. The free check showed the charger was fine and the USB-C port had come loose from the board. They fixed it and explained everything clearly.",
        placeholder: true,
      },
      {
        name: "Sample review – Orange City retiree",
        rating: 5,
        text: "The plug had started getting hot when I used it. They told me to stop charging it right away, repaired the port and checked that nothing else had been damaged.",
        placeholder: true,
      },
    ],
  },
  faqs: [
    {
      question: "How do I know whether it is the port, the charger or the battery?",
      answer: [
        "From the outside they can look the same. If wiggling the plug changes whether it charges, the port is the most likely cause. The surest way is our free quick check: we test with a known-good adapter and check the battery, so you only pay for the part that actually failed.",
      ],
    },
    {
      question: "How much does laptop charging port repair cost?",
      answer: [
        "Typically $75–150 when the port sits on a cable or small daughterboard, and $150–250 when it is soldered directly to the motherboard, as on many USB-C laptops. You get a written estimate before any work starts.",
      ],
    },
    {
      question: "How long does a charging port repair take?",
      answer: [
        "Usually 1–2 business days. Board-integrated ports can take up to 3 business days, and if a part has to be ordered for an uncommon model we tell you when you drop off.",
      ],
    },
    {
      question: "Is it safe to keep using a laptop with a loose charging port?",
      answer: [
        "It is not a good idea. A loose connection can arc and overheat, which can damage the charging circuit on the motherboard and make the repair more expensive. If the port or plug ever gets hot or smells of burning, unplug it and stop charging until it has been checked.",
      ],
    },
    {
      question: "Can you repair USB-C and MagSafe charging ports?",
      answer: [
        "Yes. We repair USB-C, MagSafe, Surface Connect and traditional barrel DC jacks. Many USB-C ports are soldered to the motherboard, so they are usually priced as board-integrated repairs.",
      ],
    },
    {
      question: "Will a charging port repair affect my files?",
      answer: [
        "No. The repair does not touch your drive or your data. As with any repair, it is still wise to back up your important files before you drop off the laptop.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Battery Replacement", href: "/laptop-battery-replacement" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Same-Day Laptop Repair", href: "/same-day-laptop-repair" },
    { title: "MacBook and Apple Laptop Repair", href: "/macbook-apple-laptop-repair" },
  ],
  heroLinks: [{ label: "Schedule a repair", href: "/contact" }],
};

export default service;
