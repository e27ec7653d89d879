import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "laptop-screen-replacement",
  aliases: [],
  meta: {
    title: "Laptop Screen Replacement in DeLand, FL | MacBook & PC",
    description:
      "Cracked, black, flickering or striped laptop screen? We match the exact panel for your model and replace it in DeLand. MacBook screens from $200.",
  },
  h1: "Laptop Screen Replacement",
  location: "DeLand, FL",
  card: {
    title: "Screen Replacement",
    description:
      "Cracked, dim or striped laptop and MacBook screens replaced with a panel matched to your exact model.",
    icon: "monitor",
  },
  intro:
    "A cracked or dark laptop screen rarely means the whole laptop is finished. At {name} in downtown DeLand we find out whether the panel, the display cable or the graphics is at fault, then replace only what is broken.",
  informationalContent: {
    heading: "Expert laptop screen replacement services",
    paragraphs: [
      "Screen damage comes in a few distinct kinds, and each points somewhere different. A spider-web crack, black ink-like blots or a patch of colored lines that spreads from a pressure point is physical damage to the LCD panel itself, usually from a drop or from closing the lid on something. A screen that is very dim but still faintly shows the desktop when you shine a flashlight on it has lost its backlight. A picture that flickers, goes black or turns into lines only when you move the lid usually means a worn display cable running through the hinge, not a bad panel. And a picture that is scrambled even on an external monitor points to the graphics chip or motherboard.",
      "That is why we start every screen job by connecting your laptop to an external monitor and checking the picture at different lid angles. It takes minutes at the counter and stops you from paying for a new panel when the cable is the real problem, or the other way around.",
      "Laptop screens are not one size fits all. Two laptops with the same 15.6-inch size can use panels with different resolutions, refresh rates, connectors, mounting brackets and touch layers. We identify the replacement from the part number on your original panel or your exact model, so the new screen fits, looks as sharp as the old one and, on touchscreen models, still responds to touch. On many MacBooks and thin laptops the glass, panel and lid are sold as one display assembly, which is why those repairs cost more.",
    ],
  },
  commercialContent: {
    heading: "How we can help with a broken screen",
    paragraphs: [
      "Once we know what failed, you get a price for the specific part your laptop needs, and nothing is ordered until you approve it. We remove the bezel or display assembly, fit the new panel or cable, and test brightness, color, every corner for dead pixels and the hinge through its full range of motion before we call you.",
      "For MacBooks, a screen replacement with us typically costs 30–50% less than at the Apple Store, and you deal with a local technician you can talk to at the counter.",
    ],
    bullets: [
      "Cracked or shattered LCD panels on Windows laptops and Chromebooks",
      "Touchscreen and 2-in-1 displays, matched so touch keeps working",
      "MacBook LCD and Retina display assemblies",
      "Flickering or blank screens caused by worn display cables",
      "Dim screens with backlight failure",
      "Cracked bezels and broken hinges that put stress on the screen",
    ],
  },
  transactionalContent: {
    heading: "Getting your screen replaced",
    paragraphs: [
      "Until you come in, avoid pressing on the damaged area and keep the lid closed when you carry the laptop, since a crack can spread and loose glass can scratch the keyboard. You can keep working by plugging the laptop into a TV or monitor with an HDMI cable.",
      "Bring the laptop and its charger to the shop at {street} during our hours ({hours}). If you know the exact model number, from the sticker underneath or the box, call {phone} ahead of time and we can tell you the likely cost before you make the trip. The quick check is free; in the uncommon case that a screen fault needs longer testing, in-depth diagnostics cost $49 and that is credited in full toward the repair.",
      "Most screen replacements are finished in 1–3 business days, depending on whether your panel is on hand or has to be ordered, and MacBook display repairs typically take 2–3 business days. Students can ask about our student discount, and every repair is covered by our repair warranty.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Screen replacement prices and timing",
      intro:
        "Windows laptop panels vary so much by model that we quote them after the free check. These are the typical ranges where we can give them.",
      items: [
        {
          service: "Screen check and estimate (external monitor and cable test)",
          price: "Free",
          time: "A few minutes at the counter",
        },
        {
          service: "Windows laptop or Chromebook screen",
          price: "Quoted for your exact panel after the check",
          time: "Typically 1–3 business days",
        },
        { service: "MacBook LCD display", price: "$200–400", time: "2–3 business days" },
        { service: "MacBook Retina display", price: "$300–600", time: "2–3 business days" },
        {
          service: "In-depth diagnostics when the fault is unclear",
          price: "$49, credited toward the repair",
          time: "24–48 hours",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "My screen has lines on it but is not cracked. Does it need a new screen?",
      answer: [
        "Not necessarily. If the lines change or disappear when you move the lid, a worn display cable is the usual cause, which is a cheaper fix. If the lines also appear on an external monitor, the problem is the graphics or motherboard. We check both at the counter for free.",
      ],
    },
    {
      question: "Can I keep using my laptop with a broken screen?",
      answer: [
        "Yes, if you connect it to an external monitor or TV. Avoid using it with loose glass, and do not press on the crack, since damage to the panel can spread.",
      ],
    },
    {
      question: "Will a touchscreen still work after the replacement?",
      answer: [
        "Yes, as long as the replacement is the matching touch panel for your model, which is why we identify the part from your original screen's part number before ordering.",
      ],
    },
    {
      question: "How much does it cost to replace a MacBook screen?",
      answer: [
        "Typically $200–400 for LCD models and $300–600 for Retina models, usually 30–50% less than the Apple Store, with the work taking 2–3 business days.",
      ],
    },
  ],
  relatedServices: [
    { title: "Laptop Repair Near Me", href: "/laptop-repair" },
    { title: "MacBook and Apple Laptop Repair", href: "/macbook-apple-laptop-repair" },
    { title: "Same-Day Laptop Repair", href: "/same-day-laptop-repair" },
    { title: "Student Laptop Repair", href: "/student-laptop-repair" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
  ],
};

export default service;
