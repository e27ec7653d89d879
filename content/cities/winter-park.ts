import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "winter-park",
  name: "Winter Park",
  county: "Orange",
  distanceFromDeland: 31,
  driveMinutes: 45,
  description:
    "Winter Park is 31 miles from our shop via I-4. Rollins students, MacBook owners and home offices in older houses come north for fair prices and fast turnaround.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Winter Park",
    description:
      "Winter Park MacBook and laptop repair, Rollins student discounts and Wi-Fi for older homes, from a DeLand shop 31 miles north, or onsite at your door.",
  },
  h1: "Laptop and Desktop Computer Repair in Winter Park",
  intro:
    "Winter Park lies 31 miles south of our DeLand shop; plan on about 45 minutes up I-4, or book a technician to come down to you.",
  sections: [
    {
      heading: "Is a 31-mile trip worth it?",
      paragraphs: [
        "Honestly, for a quick question, maybe not, and you are welcome to e-mail {email} first; we usually answer within 2–4 business hours. But many Winter Park customers decide the drive pays for itself. MacBook repairs here typically cost 30–50% less than the Apple Store charges for the same work, the first look at the counter is free, and in-depth diagnostics are $49 and credited in full toward the repair. You see the price before you commit.",
        "There is also the afternoon itself. Downtown DeLand is a walkable main street with independent shops and restaurants, and Stetson University's historic campus is a few blocks north of us. Drop the laptop off, have lunch, and for quick jobs like a $49 battery swap it may be ready before you leave.",
      ],
    },
    {
      heading: "The route north",
      paragraphs: [
        "Get on I-4 at Fairbanks Avenue or Lee Road and drive eastbound, toward Daytona Beach, through Maitland, Altamonte Springs and Lake Mary and across the St. Johns River. Take the SR 472 exit, follow it to US 17/92 and turn north onto Woodland Boulevard into downtown DeLand, where we are at {street}. Around 45 minutes if I-4 cooperates.",
        "A curious fact: the shop sits on the same highway as Winter Park's own Orlando Avenue. US 17/92 runs unbroken from Winter Park to our door, so you could stay on it the entire way. With all the traffic lights through Seminole County it takes far longer, but it is a useful fallback when the interstate is jammed.",
      ],
    },
    {
      heading: "MacBooks, Rollins students and creative work",
      paragraphs: [
        "Apple laptops make up a big share of what comes to us from Winter Park, from Rollins College students with a cracked display a week before exams to designers and photographers whose MacBook Pro has started shutting down under load. Screen replacement typically runs $200–400 on LCD models and $300–600 on Retina models. Most MacBook repairs take two to three business days, and logic board repairs three to five.",
        "Students get a discount, and if a repair runs longer than expected we can often lend a loaner so coursework does not stall. For anyone who keeps client work or a portfolio on a single drive, we can also set up a backup routine, and if the worst has already happened, data recovery starts from about $149, with no charge if nothing can be recovered.",
      ],
    },
    {
      heading: "Wi-Fi in older houses",
      paragraphs: [
        "Some of the loveliest homes near Park Avenue and the Winter Park Chain of Lakes were built long before anyone thought about wireless signals. Plaster walls, brick, additions built onto the back over several decades and a router tucked into a closet make for a house where Wi-Fi works beautifully in one room and not at all in the next.",
        "This kind of problem cannot be fixed at our counter, so we come to you. Winter Park is well inside our {radius}-mile service area, and a technician can usually visit within 24–48 hours to map the weak spots and install coverage that reaches the home office, the guest cottage and the back patio. Call {phone} to schedule, Monday through Saturday.",
      ],
    },
  ],
  servicesChecklist: [
    "MacBook screen, battery and logic board repair",
    "Student laptop repair with student discount",
    "Wi-Fi installation for older and larger homes",
    "Onsite service in Winter Park",
    "Data recovery and backup for creative work",
    "Laptop battery replacement from $49",
    "Virus and spyware removal",
  ],
};

export default city;
