import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "apopka",
  name: "Apopka",
  county: "Orange",
  distanceFromDeland: 33,
  driveMinutes: 50,
  description:
    "Apopka is about 33 miles from our DeLand shop. Office PCs for nurseries and contractors, overheating desktops, spyware cleanup and planned onsite visits.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Apopka",
    description:
      "Apopka computer repair for nursery offices, contractors and homes: dusty desktops, spyware, backups and laptops, 33 miles away in DeLand or onsite.",
  },
  h1: "Laptop and Desktop Computer Repair in Apopka",
  intro:
    "Apopka is about 33 miles from our shop in downtown DeLand, and the drive across Seminole County to I-4 usually takes 45 to 50 minutes.",
  sections: [
    {
      heading: "How long is the drive from Apopka?",
      paragraphs: [
        "Plan on the better part of an hour each way. For most of Apopka, the simplest route is SR 436 east through Altamonte Springs to I-4, then I-4 toward Daytona, across Lake Monroe at Sanford and on to the SR 472 or SR 44 exit for DeLand. From the northern end of the city, near Kelly Park and Rock Springs, the Wekiva Parkway (SR 429) toll road can save time heading toward Sanford; it is worth comparing the two in your navigation app on the day, since traffic on SR 436 varies a lot.",
        "However you come, you will finish on Woodland Boulevard in the middle of downtown DeLand. The shop is at {street}, and we are open {hours}.",
      ],
    },
    {
      heading: "Nursery offices, contractors and home businesses",
      paragraphs: [
        "Apopka still calls itself the indoor foliage capital of the world, and a good number of our customers from here run or work for growers, landscapers, trades and other small operations. Their computers are usually a desktop or two in a back office that handles invoices, payroll and ordering, plus a laptop that travels in a truck. When that office PC stops working, the whole business feels it.",
        "For machines like these, we start with a free quick check and an estimate at the counter. If the cause is not clear, in-depth diagnostics cost $49 and typically take 24 to 48 hours, and the fee comes off the repair bill in full. We also see plenty of spyware and adware picked up from shipping notices and invoice e-mails that were not what they seemed. A basic virus removal and tune-up starts at $89, a comprehensive cleanup is typically $129 to $199, and the work carries a 30-day guarantee. Once a machine is clean, we can help set up a backup so the business records are not living on a single drive.",
      ],
    },
    {
      heading: "Dust, heat and desktops that switch themselves off",
      paragraphs: [
        "A computer sitting in a shed office, a workshop or a room that is not air-conditioned all day clogs up with dust far faster than one in a house. The symptoms creep in slowly: fans that roar, random shutdowns on hot afternoons, a system that freezes whenever it is busy. Often the fix is a proper internal cleaning and a replacement fan or power supply rather than a new computer. If the machine really is past saving, we can build a replacement, with custom desktops starting around $600, and move your files across to it.",
      ],
    },
    {
      heading: "Counter visit or onsite: choosing for a longer trip",
      paragraphs: [
        "Thirty-three miles is a real drive, so it pays to plan. For a single laptop or tower, dropping it off and collecting it once the work is finished is usually the cheapest and fastest choice; most repairs are done in one to three business days, and same-day turnaround is often possible for simpler jobs. Phone first with the make and model and a short description, and we can tell you whether a part needs ordering before you set out.",
        "When the trouble is a network, several office machines at once, or Wi-Fi that will not reach the far end of a property, an onsite visit makes more sense. Those are booked by phone for Monday through Saturday. Apopka is comfortably inside our {radius}-mile service area, and we would rather spend one well-prepared visit fixing everything than send you back and forth along SR 436.",
      ],
    },
  ],
  servicesChecklist: [
    "Repair of office desktops for small businesses",
    "Cleaning and cooling fixes for overheating PCs",
    "Spyware and adware removal with a 30-day guarantee",
    "Business data backup setup",
    "Laptop screen and battery replacement",
    "Custom replacement desktops from about $600",
    "Onsite network and Wi-Fi visits for offices and properties",
  ],
};

export default city;
