import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "student-laptop-repair",
  aliases: [],
  meta: {
    title: "Student Laptop Repair in DeLand | Stetson & Daytona State",
    description:
      "Laptop repair for Stetson University and Daytona State College students in DeLand: student discounts, loaner equipment and fast, honest estimates.",
  },
  h1: "Student Laptop Repair in DeLand",
  location: "DeLand, FL",
  card: {
    title: "Student Laptop Repair",
    description:
      "Discounted, fast laptop repair for Stetson and Daytona State students, with loaner equipment when you need it.",
    icon: "graduation-cap",
  },
  intro:
    "Your laptop holds your notes, your drafts and the paper due Friday. When it cracks, stops charging or slows to a crawl in the middle of the semester, {name} gets students back to work quickly, with student discounts, a free quick check at the counter and loaner equipment so a repair does not cost you a week of classes. Stetson University is just up Woodland Boulevard from our downtown DeLand shop, and Daytona State College students from the DeLand campus and beyond bring their laptops to us too.",
  informationalContent: {
    heading: "Expert laptop repair for college students",
    paragraphs: [
      "Student laptops live a hard life. They ride in backpacks across campus, sit on dorm beds where the vents get blocked, share desk space with coffee in the library and run for hours on end during exam weeks. The damage we see from students follows that pattern: cracked screens and bent hinges from drops, worn charging ports and tired batteries from constant plugging and unplugging, keyboards that stop working after a spill, fans clogged with dust and lint, and software that has slowly filled up with browser add-ons, trial programs and malware picked up from sketchy download sites.",
      "Our certified technicians have repaired laptops in DeLand for {years} years, so most of these problems are familiar and many are fixed within 24–48 hours. We start by finding out what is actually wrong rather than guessing. A free quick check at the counter often tells us enough to give you an estimate on the spot. If the fault is harder to pin down, in-depth diagnostics cost $49 and that fee is credited in full toward the repair if you go ahead.",
      "We also know what a student can and cannot afford. If a repair would cost more than the laptop is worth, we will say so plainly and talk through the alternatives, such as recovering your files and moving them to a new machine, instead of selling you a repair that does not make sense.",
    ],
  },
  commercialContent: {
    heading: "How we help students stay on schedule",
    paragraphs: [
      "We keep student repairs simple: one clear estimate before any work starts, a discount for enrolled students, and a realistic turnaround time you can plan your coursework around. If your laptop needs to stay with us for more than a day, ask about loaner equipment so you can keep writing, researching and submitting assignments while we work. Loaners depend on what we have available, so mention it when you drop off.",
      "Because your coursework matters more than the hardware, we treat your files with care. We back up important data before any work that could put it at risk when you ask us to, and if a drive has already failed, our data recovery service works on a no recovery, no fee basis.",
    ],
    bullets: [
      "Student discounts for Stetson University, Daytona State College and other enrolled students",
      "Free quick check and estimate at the counter, no appointment needed during opening hours",
      "Loaner equipment for longer repairs, subject to availability",
      "Most repairs finished within 24–48 hours, with same-day service often possible",
      "Repair warranty and satisfaction guarantee on our work",
      "Honest advice when a repair is not worth the money",
    ],
  },
  transactionalContent: {
    heading: "Get your laptop fixed before the next deadline",
    paragraphs: [
      "Bring your laptop and its charger to {address} during opening hours ({hours}). Tell us you are a student and have your student ID with you so we can apply the discount to your estimate. You will leave with a written estimate and an expected completion time, and we call you before doing anything that changes the price.",
      "Not sure the trip is worth it? Call {phone} or e-mail {email} with your laptop model and a short description of the problem. We reply to e-mail within 2–4 business hours, and we can often tell you over the phone whether it is likely a quick fix. If you prefer to book a time, use the Schedule a repair button and we will confirm.",
    ],
  },
  blocks: [
    {
      type: "cards",
      heading: "Why students choose us",
      intro: "Built around the academic calendar, not just the repair bench.",
      items: [
        {
          title: "Student discounts",
          description:
            "Enrolled students get a discount on repairs. Mention it when you drop off and bring your student ID.",
          icon: "dollar",
        },
        {
          title: "Loaner equipment",
          description:
            "If your repair takes longer than a day, ask for a loaner so your notes and assignments do not have to wait.",
          icon: "laptop",
        },
        {
          title: "Close to campus",
          description:
            "Our shop is on Woodland Boulevard in downtown DeLand, a short walk or bike ride from Stetson University.",
          icon: "map-pin",
        },
        {
          title: "Fast turnaround",
          description:
            "Most repairs are done in 24–48 hours, and battery swaps and many small fixes can often be done the same day.",
          icon: "clock",
        },
        {
          title: "Your files come first",
          description:
            "We protect your coursework during repairs and can recover files from failing drives, with no fee if nothing is recovered.",
          icon: "database",
        },
        {
          title: "Clear, upfront pricing",
          description:
            "You get a written estimate before any work, and in-depth diagnostics are credited in full toward the repair.",
          icon: "badge-check",
        },
      ],
    },
    {
      type: "list",
      heading: "Common student laptop problems we fix",
      intro: "If it happens to a laptop in a dorm, a library or a backpack, we have probably repaired it.",
      items: [
        "Cracked or flickering screens after a drop or a closed lid on a pen",
        "Batteries that die before the end of a lecture or will not charge past a certain percentage",
        "Loose, wobbly or dead charging ports and damaged DC jacks",
        "Keyboards and trackpads that stopped working after a coffee or water spill",
        "Overheating, loud fans and sudden shutdowns caused by dust and blocked vents",
        "Slow performance, pop-ups and malware from pirated software or unsafe downloads",
        "Laptops that will not boot after a failed update",
        "Broken hinges and cracked cases from years in a backpack",
        "Deleted or lost files and failing hard drives or SSDs",
        "Wi-Fi that drops out or will not connect while other devices work fine",
      ],
    },
    {
      type: "list",
      heading: "Laptop brands we service",
      intro:
        "We repair the laptops students actually carry, from budget models bought for freshman year to high-end machines for design and engineering courses.",
      items: [
        "Dell, including Inspiron, XPS and Latitude",
        "HP, including Pavilion, Envy, Spectre and EliteBook",
        "Lenovo, including IdeaPad, Yoga and ThinkPad",
        "ASUS, including VivoBook, ZenBook and ROG gaming laptops",
        "Acer, including Aspire, Swift and Nitro",
        "Apple MacBook Air and MacBook Pro",
        "Microsoft Surface Laptop and Surface Pro",
        "MSI, Razer, Samsung and Toshiba laptops",
        "Chromebooks from most manufacturers",
      ],
    },
    {
      type: "prices",
      heading: "Typical prices for common student repairs",
      intro:
        "Typical starting prices before your student discount. Your exact price depends on the model and the part, and you get a firm estimate before we start.",
      items: [
        { service: "Quick check and estimate", price: "Free", time: "At the counter" },
        { service: "In-depth diagnostics", price: "$49, credited toward the repair", time: "24–48 hours" },
        { service: "Battery replacement", price: "From $49 (standard)", time: "1–2 hours" },
        {
          service: "Virus removal and tune-up",
          price: "From $89 basic, $129–199 comprehensive",
          time: "24–48 hours",
        },
        {
          service: "Charging port repair",
          price: "$75–150 simple, $150–250 board-integrated",
          time: "1–2 business days",
        },
        {
          service: "Data recovery (logical)",
          price: "From about $149, no recovery no fee",
          time: "24–48 hours",
        },
      ],
    },
  ],
  testimonials: {
    heading: "What students say",
    layout: "grid",
    loop: false,
    items: [
      {
        name: "Sample review – Stetson University student",
        rating: 5,
        text: "My screen cracked two days before midterms. I walked down Woodland after class, got an estimate at the counter and had the laptop back the next afternoon. The student discount helped a lot.",
        placeholder: true,
      },
      {
        name: "Sample review – Daytona State College student",
        rating: 5,
        text: "My charger only worked if I held the cable at an angle. They showed me the port was loose inside, fixed it in a day and lent me a laptop so I could still submit my online quiz.",
        placeholder: true,
      },
      {
        name: "Sample review – parent of a Stetson student",
        rating: 5,
        text: "My daughter spilled tea on her keyboard during finals week. They called with a clear price before doing anything, saved all her files and had it working again faster than we expected.",
        placeholder: true,
      },
      {
        name: "Sample review – graduate student, DeLand",
        rating: 5,
        text: "My laptop had become painfully slow with constant pop-ups. They cleaned it up, explained what had caused it and told me honestly that I did not need a new computer.",
        placeholder: true,
      },
    ],
  },
  faqs: [
    {
      question: "Who qualifies for the student discount?",
      answer: [
        "Currently enrolled students, including students at Stetson University and Daytona State College. Tell us you are a student when you drop off and bring your student ID, and we apply the discount to your estimate.",
      ],
    },
    {
      question: "Can I borrow a laptop while mine is being repaired?",
      answer: [
        "Yes, we offer loaner equipment for repairs that take longer than a day. Loaners depend on availability, so ask when you drop off your laptop and we will tell you what we can provide.",
      ],
    },
    {
      question: "How long will my laptop repair take?",
      answer: [
        "Most repairs are finished within 24–48 hours, or 1–3 business days if a part has to be ordered. Battery replacements and many small fixes can often be done the same day. We give you an expected completion time with your estimate.",
      ],
    },
    {
      question: "Do I need an appointment?",
      answer: [
        "No. You can walk in during opening hours ({hours}) for a free quick check and estimate. If you would rather reserve a time, call {phone} or use the Schedule a repair button.",
      ],
    },
    {
      question: "Will I lose my files and coursework?",
      answer: [
        "Most repairs, such as screens, batteries, ports and keyboards, do not touch your files. When a repair involves the drive or the operating system, we tell you first and can back up your data before we start. If a drive has already failed, our data recovery service is no recovery, no fee.",
      ],
    },
    {
      question: "What if the repair costs more than my laptop is worth?",
      answer: [
        "We will tell you. If a repair does not make financial sense, we explain your options, including recovering your files and moving them to a new laptop, and you only pay for work you approve.",
      ],
    },
    {
      question: "Is my repair covered by a warranty?",
      answer: [
        "Yes. Our repairs come with a repair warranty and our satisfaction guarantee. If the problem we fixed comes back, bring the laptop back in and we will check it under that warranty. Ask us about the warranty terms for your specific repair when you get your estimate.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Laptop Screen Replacement", href: "/laptop-screen-replacement" },
    { title: "Laptop Battery Replacement", href: "/laptop-battery-replacement" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Laptop Virus Removal and Tune-Up", href: "/laptop-virus-removal-tuneup" },
  ],
  heroLinks: [{ label: "Schedule a repair", href: "/contact" }],
};

export default service;
