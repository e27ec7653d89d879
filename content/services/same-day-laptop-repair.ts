import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "same-day-laptop-repair",
  aliases: [],
  meta: {
    title: "Same-Day Laptop Repair in DeLand, FL",
    description:
      "Need your laptop back today? Many repairs at our DeLand shop are finished same day when the part is in stock and you drop off early. Call ahead to check.",
  },
  h1: "Same-Day Laptop Repair in DeLand",
  location: "DeLand, FL",
  card: {
    title: "Same-Day Repair",
    description:
      "Many laptop repairs finished the day you drop off, when the part is in stock and you come in early.",
    icon: "clock",
  },
  intro:
    "When your laptop is your work, your homework or the way you pay your bills, a week without it is not an option. Many repairs at {name} can be finished the same day; whether yours can depends honestly on two things: whether the part is on our shelf and what time the laptop reaches our counter.",
  informationalContent: {
    heading: "Expert same-day laptop repair services",
    paragraphs: [
      "The first thing that decides same-day repair is the part. If the fix needs something we keep in stock, such as a common battery, a solid-state drive or a memory module, the work can start as soon as you approve the price. If it needs a part made for your exact model, like a particular screen panel, keyboard or charging board that we do not have, nobody can finish it the same day, because the part has to be ordered first.",
      "The second is the diagnosis. Some faults are obvious within minutes: a battery that no longer holds a charge, a cracked screen, a loose charger. Others are not. A laptop that will not power on at all, or one that shuts down at random, has to be tested before anyone can say what it needs, and in-depth testing usually takes 24–48 hours. Software work such as virus removal involves long scans and updates, so it also typically runs 24–48 hours.",
      "The third is the clock. A laptop dropped off on a weekday morning has a real chance of going home that afternoon; one that arrives an hour before closing usually does not. Saturday hours are shorter, so Saturday drop-offs more often end up ready on Monday. We work through repairs in order, but if you have a deadline, tell us at the counter.",
      "What we will not do is rush a repair to hit a time. Every laptop is tested after the work, through a full charge, under load and with the keyboard, ports and display checked. If a job cannot be done properly today, we tell you when it will be ready instead.",
    ],
  },
  commercialContent: {
    heading: "How we get you back up and running fast",
    paragraphs: [
      "Some repairs are rarely same-day: logic board work, water damage, which needs thorough cleaning and drying, physical data recovery, which typically takes 3–7 days, and anything that needs an ordered part. MacBook repairs usually take 2–3 business days. When same-day is not possible, most repairs are finished within 24–48 hours or 1–3 business days, and you can ask about loaner equipment so you are not left without a computer. Students can ask about our student discount.",
      "Call ahead with your laptop's make and model and we can check whether the part is in stock before you drive over. The jobs below are the ones that most often finish the same day.",
    ],
    bullets: [
      "Battery replacement with the battery in stock: typically 1–2 hours, from $49",
      "Memory upgrades and solid-state drive installs when the part is on hand",
      "Screen replacement when the exact panel for your model is on the shelf",
      "Replacing a failed charger with one rated for your laptop",
      "Smaller software problems, such as a failed update or a startup error, once they are diagnosed",
    ],
  },
  transactionalContent: {
    heading: "How to get your laptop repaired today",
    paragraphs: [
      "Call {phone} before you come and tell us the make, the model and what is wrong. We will tell you whether the part is in stock and whether same-day is realistic today. Then come in as early as you can; we are open {hours}.",
      "Bring the laptop, its charger and your sign-in password if the repair needs testing inside Windows or macOS, and back up your files if the laptop still runs. You get a price before any work starts, a realistic ready time, and a call when it is done. Same-day repairs carry the same repair warranty and satisfaction guarantee as any other job.",
    ],
  },
  blocks: [
    {
      type: "steps",
      heading: "Give your repair the best chance of same-day",
      items: [
        {
          title: "Call with your model",
          description:
            "The model number is on the label underneath the laptop; with it we can check stock before you leave home.",
        },
        {
          title: "Arrive early",
          description: "Weekday mornings leave the most time for the repair and the testing afterwards.",
        },
        {
          title: "Tell us your deadline",
          description: "If you need it for a shift, a class or a flight, say so when you check in.",
        },
        {
          title: "Stay reachable",
          description: "We never start work without your approval, so answer when we call with the price.",
        },
      ],
    },
    {
      type: "prices",
      heading: "Typical repair times at a glance",
      intro: "Times once the laptop is checked in and parts are on hand; prices are typical starting points.",
      items: [
        { service: "Quick check and estimate", price: "Free", time: "While you wait" },
        { service: "Standard battery replacement", price: "From $49", time: "1–2 hours" },
        { service: "In-depth diagnostics", price: "$49, credited toward the repair", time: "24–48 hours" },
        { service: "Virus removal and tune-up", price: "From $89", time: "24–48 hours" },
        {
          service: "Charging port repair",
          price: "$75–150 simple, $150–250 board-integrated",
          time: "1–2 business days",
        },
        {
          service: "MacBook repairs",
          price: "Quoted for your model",
          time: "2–3 business days; logic board 3–5 days",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Can you guarantee my laptop will be ready today?",
      answer: [
        "No, and we would rather be honest about that. Same-day is often possible, but it depends on the part being in stock, what the diagnosis finds and what time you drop off. We give you a realistic ready time at check-in and call you if anything changes.",
      ],
    },
    {
      question: "What time should I drop off my laptop?",
      answer: [
        "As early in the day as you can, ideally on a weekday morning. Saturday hours are shorter, so a Saturday drop-off is more likely to be ready the next business day.",
      ],
    },
    {
      question: "What if the part I need is not in stock?",
      answer: [
        "We order it, tell you when it should arrive and call you when it does. In the meantime you can keep using your laptop if it still works, or ask about loaner equipment.",
      ],
    },
    {
      question: "Is a same-day repair covered by the warranty?",
      answer: [
        "Yes. A quick turnaround does not change how the work is done or tested, and same-day repairs carry the same repair warranty and satisfaction guarantee as every other repair.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Battery Replacement", href: "/laptop-battery-replacement" },
    { title: "Laptop Screen Replacement", href: "/laptop-screen-replacement" },
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Student Laptop Repair", href: "/student-laptop-repair" },
  ],
};

export default service;
