import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "edgewater",
  name: "Edgewater",
  county: "Volusia",
  distanceFromDeland: 36,
  driveMinutes: 45,
  description:
    "Edgewater is 36 miles away on the other side of Volusia County. Corrosion and spill repairs, scam pop-up cleanup, slow PCs and planned onsite visits.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Edgewater",
    description:
      "Edgewater, FL computer repair: salt-air corrosion, spills, scam pop-ups and slow PCs. 36 miles across Volusia County via SR 44, with onsite visits too.",
  },
  h1: "Laptop and Desktop Computer Repair in Edgewater",
  intro:
    "Edgewater shares Volusia County with us but sits at the opposite corner, about 36 miles and 45 minutes from downtown DeLand by I-95 and SR 44.",
  sections: [
    {
      heading: "Across the county on SR 44",
      paragraphs: [
        "There is really one road that matters for this trip, and it is SR 44. From Edgewater, take SR 442 (Indian River Boulevard) west to I-95, ride north about five miles to the SR 44 exit, and turn west toward DeLand. Or, if you live near the river, drive up US 1 into New Smyrna Beach and pick up SR 44 there. Either way, you then stay on it past Samsula and across I-4; it becomes New York Avenue and runs straight into downtown DeLand, a block from our door at {street}.",
        "Allow about 45 minutes. SR 44 is mostly open country between New Smyrna and DeLand, so the trip is predictable, although beach traffic on weekends can slow the New Smyrna end.",
      ],
    },
    {
      heading: "Life on the lagoon is hard on electronics",
      paragraphs: [
        "Edgewater lives with the Indian River Lagoon at its back door, and many residents spend their free time on a boat, at the fish camps toward Oak Hill or out near Mosquito Lagoon and Canaveral National Seashore. Laptops that go along for the ride, or simply live in a room with the windows open to the salt air, tend to come to us with corroded charging ports, keyboards that stick and fans choked with grit.",
        "Spills and splashes are the urgent cases. Power the laptop off, unplug it, do not try to dry it with heat, and bring it in quickly. More than 80 percent of liquid-damaged laptops can be saved when we see them within 24 hours, and the odds fall after the first 48. Basic cleaning starts at $150, extensive repairs typically run $300 to $600, and component replacement, when it is needed, is usually $200 to $500. Charging port repairs run about $75 to $250 depending on whether the port is soldered to the board.",
      ],
    },
    {
      heading: "Scam pop-ups and computers that crawl",
      paragraphs: [
        "Many of our Edgewater customers are retirees who use a computer for e-mail, banking, photos of the grandchildren and video calls. They are also the people scammers target most. If a screen suddenly warns that your computer is locked and tells you to call a support number, do not call, do not let anyone connect remotely, and turn the machine off. Then bring it to us. Spyware and virus removal starts at $89, a comprehensive cleanup with a tune-up typically costs $129 to $199, and the work carries a 30-day guarantee. We will also show you how to recognize the next fake warning.",
      ],
    },
    {
      heading: "Making the trip work: drop-off, pickup or a house call",
      paragraphs: [
        "Since the round trip is the better part of an hour and a half, a little planning goes a long way. Call {phone} first and describe the problem; we can often tell you whether it is a same-day job or a one-to-three-day repair, and whether a part should be ordered before you come. At the counter you get a free quick check and an estimate. If a deeper look is needed, in-depth diagnostics are $49 and the full fee is credited to the repair.",
        "For a home network, a printer that will not connect or a desktop that is difficult to carry, ask about onsite service. Appointments are made by phone, Monday through Saturday, and Edgewater is well within the Volusia County area we cover. We are open {hours}.",
      ],
    },
  ],
  servicesChecklist: [
    "Corroded charging port repair",
    "Water and salt-spray damage cleaning",
    "Scam pop-up, spyware and virus removal",
    "Tune-ups for slow home computers",
    "Keyboard and fan replacement",
    "Family photo and document recovery",
    "Onsite Wi-Fi and printer setup by appointment",
  ],
};

export default city;
