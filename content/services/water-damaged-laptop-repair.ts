import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "water-damaged-laptop-repair",
  aliases: ["water-damage-repair"],
  meta: {
    title: "Water-Damaged Laptop Repair in DeLand, FL",
    description:
      "Spilled on your laptop? Power it off and bring it to our DeLand shop within 24–48 hours. Liquid damage cleaning from $150, estimate before any work.",
  },
  h1: "Water-Damaged Laptop Repair in DeLand, FL",
  location: "DeLand, FL",
  card: {
    title: "Water Damage Repair",
    description:
      "Spill and flood cleanup for laptops, with the best odds when you bring it in within 24 hours.",
    icon: "droplets",
  },
  intro:
    "Coffee across the keyboard, a glass of sweet tea knocked over, a bag soaked in a downpour or a laptop that went into the pool: liquid and laptops don't mix, but a wet laptop can very often be saved if you act fast. Power it off, leave the rice in the pantry and bring it to {name} in downtown DeLand. We take it apart, clean the liquid and corrosion off the board, test every part and tell you honestly what it will take to get it working again.",
  informationalContent: {
    heading: "Expert water-damaged laptop repair services",
    paragraphs: [
      "Water itself rarely kills a laptop. Electricity and corrosion do. While the machine is on, and even when it looks off but the battery is still connected, parts of the board carry power, and liquid bridges contacts that should never touch. That can short a chip in a second. If the laptop survives the first minutes, the minerals, sugar or salt left behind keep eating at solder joints and tiny connectors for days. That is why a laptop that seemed fine after a spill can suddenly die a week or a month later.",
      "A real water-damage repair means opening the laptop. We disconnect the battery first, then remove the keyboard, board and connectors as far as the design allows and inspect everything under magnification. Residue and corrosion are cleaned off with electronics-grade cleaner, connectors are cleaned or replaced, and the board is dried properly before anyone applies power. Only then do we test the charging circuit, screen, keyboard, trackpad, ports, speakers and storage one by one, so the estimate you get is based on what we actually found.",
      "What was spilled matters as much as how much. Plain tap water is the most forgiving. Coffee, soda, juice, beer and wine leave sticky, acidic residue that spreads under the keyboard. Salt water from a day at the beach and chlorinated pool water are the most corrosive of all, and they are common here in Volusia County. Tell us what it was and when it happened; it changes how we clean and how urgent the job is.",
      "Your files often survive even when the laptop doesn't. The storage drive is usually the part least affected by a spill, so if repairing the board isn't worth the money, we can in many cases copy your documents and photos off it, or move on to full data recovery if the drive itself was damaged.",
    ],
  },
  commercialContent: {
    heading: "How we can help after a spill",
    paragraphs: [
      "Every water-damaged laptop starts with a free quick check and estimate at the counter, so you know right away whether it is worth pursuing. When we need to open the laptop to see how far the liquid got, in-depth diagnostics cost $49, and the full $49 is credited toward the repair if you go ahead. You approve a written estimate before any repair work starts.",
      "We repair Windows laptops from all the major brands, Chromebooks and MacBooks. If the cost of saving an older machine doesn't make sense compared with what it's worth, we'll say so plainly and help you get your files off it instead. Our certified technicians have been cleaning up after spills for {years} years, and the work is covered by our repair warranty and satisfaction guarantee.",
    ],
    bullets: [
      "Liquid residue and corrosion cleaning of the board, connectors and ports",
      "Keyboard and trackpad replacement when the spill has ruined them",
      "Battery replacement when the cell was exposed to liquid (a wet or swollen battery is a safety risk)",
      "Charging port and power circuit repair when the laptop won't charge after drying",
      "Screen replacement if liquid got behind the display",
      "File transfer or data recovery when the laptop itself can't be saved",
      "Loaner equipment while your laptop is in the shop",
    ],
  },
  transactionalContent: {
    heading: "Getting your wet laptop to us",
    paragraphs: [
      "Call {phone} as soon as the spill happens and we'll walk you through what to do before you get here. Then bring the laptop and its charger to {street} in downtown DeLand during our hours: {hours}. Liquid damage needs our workbench, so this is a drop-off repair rather than an onsite visit.",
      "If the spill happens on a Sunday or after closing, keep the laptop off and upside down and bring it in first thing on the next business day. Customers drive in from all over Volusia County and from up to {radius} miles away for this repair; you can also e-mail {email}, and we reply within 2–4 business hours.",
    ],
  },
  blocks: [
    {
      type: "banner",
      tone: "urgent",
      heading: "Spilled something? Power it off now.",
      text: "Unplug the charger, hold the power button until the laptop shuts off, and don't turn it back on to check it. Corrosion starts within hours, so bring it to us within 24–48 hours. Call {phone} and we'll tell you what to do next.",
    },
    {
      type: "steps",
      heading: "First aid for a wet laptop",
      intro:
        "These steps won't fix a wet laptop, but they stop the damage from getting worse until a technician can open and clean it.",
      items: [
        {
          title: "Cut the power immediately",
          description:
            "Unplug the charger and hold the power button for about ten seconds until the screen goes dark. Don't wait for a normal shutdown if the laptop is already acting strangely.",
        },
        {
          title: "Disconnect everything",
          description:
            "Remove USB drives, SD cards, cables and any case or sleeve. If your laptop has a battery you can slide out without tools, take it out. Most modern laptops and every recent MacBook have an internal battery, so don't pry the case open yourself.",
        },
        {
          title: "Let it drain",
          description:
            "Open the lid as far as it goes and set the laptop upside down in a tent shape on a dry towel, so liquid runs out of the keyboard instead of deeper into the board. Blot the surface gently; don't shake it.",
        },
        {
          title: "Do not turn it on to check",
          description:
            "It's tempting to see whether it still works, but powering a wet board is how a cleanable laptop becomes a dead one. Don't plug the charger back in either.",
        },
        {
          title: "Skip the rice and the hair dryer",
          description:
            "Rice does not pull liquid out of a closed laptop; it adds starch and dust to the ports and vents and wastes the hours that matter. A hair dryer's heat can warp parts and push liquid further in. Drying only removes the water anyway: the sugar, salt and minerals stay behind and keep corroding.",
        },
        {
          title: "Note what was spilled",
          description:
            "Water, coffee, soda, wine, salt water or pool water? About how much, and when? That tells us how to clean the board and how urgent the job is.",
        },
        {
          title: "Bring it in within 24–48 hours",
          description:
            "The sooner we have it open and cleaned, the better your odds. Our success rate is over 80% for laptops brought in within 24 hours of the spill.",
        },
      ],
    },
    {
      type: "prices",
      heading: "Water damage repair pricing",
      intro:
        "Typical prices. Your exact quote comes after we've seen how far the liquid reached, and nothing is repaired until you approve it.",
      items: [
        { service: "Quick check and estimate at the counter", price: "Free", time: "While you wait" },
        {
          service: "In-depth diagnostics (credited in full toward the repair)",
          price: "$49",
          time: "24–48 hours",
        },
        {
          service: "Basic liquid cleaning and corrosion treatment",
          price: "From $150 (typically $150–300)",
          time: "Typically 1–3 business days",
        },
        { service: "Extensive water damage repair", price: "$300–600", time: "Quoted after diagnosis" },
        {
          service: "Component replacement (keyboard, battery, port, screen)",
          price: "$200–500",
          time: "Quoted after diagnosis, depends on parts",
        },
      ],
    },
  ],
  testimonials: {
    heading: "What spill-repair customers tell us",
    layout: "carousel",
    loop: true,
    items: [
      {
        name: "Sample review – DeLand home office worker",
        rating: 5,
        text: "Knocked a full mug of coffee across my keyboard on a Monday morning. I did exactly what they told me on the phone, shut it down, flipped it over and drove it downtown within the hour. They cleaned the board and replaced the keyboard, and it was back on my desk in two days with nothing lost.",
        placeholder: true,
      },
      {
        name: "Sample review – Deltona parent",
        rating: 5,
        text: "My son spilled a juice box into his school laptop and then kept using it until it died. The technician showed me the sticky corrosion under the keyboard and gave me a straight estimate. Cleaning brought it back, and he got a talk about drinks at the desk.",
        placeholder: true,
      },
      {
        name: "Sample review – New Smyrna Beach visitor",
        rating: 5,
        text: "A wave reached our beach towels and soaked the bag with my laptop in it. I assumed salt water meant it was finished. They explained salt is the worst for corrosion, got it open the next morning and had it running again. I'll never bring it to the beach again.",
        placeholder: true,
      },
      {
        name: "Sample review – Orange City homeowner",
        rating: 5,
        text: "The laptop slid off a patio chair and into the pool during a family cookout. It was in the water for maybe ten seconds. I didn't try to turn it on and brought it in the next day. The board needed an extensive cleaning and a new battery, but it works and the pictures on it are safe.",
        placeholder: true,
      },
      {
        name: "Sample review – Daytona Beach resident after a storm",
        rating: 5,
        text: "Storm water came into our ground floor and the laptop was sitting on the floor by the desk. They were honest that the board wasn't worth fixing, but they got everything off the drive, including years of tax records. That mattered more to me than the laptop.",
        placeholder: true,
      },
      {
        name: "Sample review – student, Stetson area",
        rating: 5,
        text: "Soda all over my laptop two days before a paper was due. I walked it over, they gave me a loaner so I could keep working, and my own laptop came back cleaned with a new keyboard. The student discount helped a lot too.",
        placeholder: true,
      },
      {
        name: "Sample review – DeLand small business owner",
        rating: 5,
        text: "Our air conditioner dripped through a ceiling tile onto the front desk laptop overnight. We found it in the morning and brought it straight in. They cleaned it, tested everything and had our register computer back before the weekend.",
        placeholder: true,
      },
      {
        name: "Sample review – Ormond Beach retiree",
        rating: 5,
        text: "Red wine on my MacBook during book club. I called and they told me not to use rice and not to plug it in. Two days later it was cleaned and working, and they showed me where the liquid had reached inside. No surprises on the bill.",
        placeholder: true,
      },
      {
        name: "Sample review – Port Orange commuter",
        rating: 5,
        text: "Got caught in an afternoon downpour on my bike and my backpack soaked through. The laptop wouldn't charge afterwards. They found corrosion around the charging circuit, cleaned it up and replaced the port. Clear explanation and a fair price.",
        placeholder: true,
      },
      {
        name: "Sample review – DeBary boater",
        rating: 5,
        text: "My laptop took a splash of river water when we were tying up at the dock. I thought it was dry and used it for a week, then the screen started flickering. They said the delay let corrosion spread, but they still saved it with a cleaning and a new display cable.",
        placeholder: true,
      },
      {
        name: "Sample review – graphic designer, Lake Mary",
        rating: 5,
        text: "My dog knocked a water glass onto my work laptop. The repair estimate was close to what the laptop was worth, and they told me so instead of selling me the repair. They moved all my project files to a new machine and I was working again the next day.",
        placeholder: true,
      },
      {
        name: "Sample review – DeLand high school parent",
        rating: 5,
        text: "Sweet tea into the keyboard during an online class. My daughter powered it off right away and we had it at the shop that afternoon. The quick check at the counter was free, the cleaning was done in two days, and every key works again.",
        placeholder: true,
      },
    ],
  },
  faqs: [
    {
      question: "Should I put my wet laptop in a bag of rice?",
      answer: [
        "No. Rice can't draw liquid out from under the keyboard or off the board inside a closed laptop, and it leaves starch and dust in the ports and fans. Worse, it uses up the first day or two, which is exactly when cleaning helps most. Power the laptop off, let it drain upside down and bring it to us.",
      ],
    },
    {
      question: "My laptop seems to work after drying out. Do I still need to bring it in?",
      answer: [
        "We recommend it. Liquid leaves residue behind, and that residue keeps corroding connectors and solder joints after the water itself has evaporated. Many laptops we see after a spill worked fine for a week or two and then stopped charging, lost keys or went dark. A cleaning now usually costs far less than a board repair later.",
      ],
    },
    {
      question: "How much does water damage repair cost?",
      answer: [
        "The quick check and estimate at the counter are free. Basic cleaning starts at $150 and typically runs $150–300, extensive water damage repair is typically $300–600, and replacing components such as a keyboard, battery, port or screen is typically $200–500. If we need in-depth diagnostics, the $49 fee is credited in full toward the repair. You approve the estimate before we do any work.",
      ],
    },
    {
      question: "How long will the repair take?",
      answer: [
        "A cleaning is typically done in 1–3 business days, because the board has to dry completely before we test it. When a part has to be ordered, it takes longer, and we'll give you a realistic time with the estimate. If you need a computer in the meantime, ask about loaner equipment.",
      ],
    },
    {
      question: "Can you save my files if the laptop can't be fixed?",
      answer: [
        "Often, yes. The storage drive is usually the part that suffers least in a spill, so in many cases we can copy your files to a new computer or an external drive. If the drive itself was damaged, our data recovery service takes over: from about $149 for logical recovery and $299–899 for physical recovery, with no fee if nothing can be recovered.",
      ],
    },
    {
      question: "Do you repair MacBooks with liquid damage?",
      answer: [
        "Yes. MacBooks have internal batteries and tightly packed boards, so it's especially important not to power them on after a spill. We open, clean and test MacBooks the same way as Windows laptops, and we'll tell you honestly if a logic board repair makes sense for your model and its age.",
      ],
    },
    {
      question: "Will my warranty or insurance cover a spill?",
      answer: [
        "Standard manufacturer warranties generally exclude liquid damage. Some extended or accidental damage plans, and some homeowner's or renter's policies, do cover it, so check yours. We can give you a written estimate that you can submit with a claim.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "MacBook and Apple Laptop Repair", href: "/macbook-apple-laptop-repair" },
    { title: "Laptop Battery Replacement", href: "/laptop-battery-replacement" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
  ],
  heroLinks: [{ label: "Schedule a repair", href: "/contact" }],
};

export default service;
