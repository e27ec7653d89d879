import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "titusville",
  name: "Titusville",
  county: "Brevard",
  distanceFromDeland: 47,
  driveMinutes: 55,
  description:
    "Titusville is 47 miles north on I-95, near the edge of our service area. Workstation builds, data recovery and MacBook repair worth one planned trip.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Titusville",
    description:
      "Titusville and Space Coast computer repair: custom workstations, photo and video data recovery, MacBook fixes. 47 miles up I-95; plan one trip with us.",
  },
  h1: "Laptop and Desktop Computer Repair in Titusville",
  intro:
    "Titusville is about 47 miles from our DeLand shop, close to the edge of our {radius}-mile service area, and most people cover it in just under an hour on I-95 and SR 44.",
  sections: [
    {
      heading: "At the far edge of our map",
      paragraphs: [
        "Let us be straightforward: Titusville is one of the farthest cities we serve, and for a quick fix you may find someone closer. People still make the drive north for the jobs where experience matters most, such as recovering files from a dead drive, repairing a MacBook for well under Apple Store prices, or building a desktop that is designed around the work it has to do. With {years} years of repairs behind us and certified technicians at the bench, those are exactly the jobs we like.",
      ],
    },
    {
      heading: "The route north",
      paragraphs: [
        "Get on I-95 northbound at SR 50 (Cheney Highway) or at SR 406 (Garden Street), depending on where you live. You will pass Mims, Oak Hill and Edgewater, then leave at the SR 44 exit by New Smyrna Beach and drive west across the county. SR 44 turns into New York Avenue as it enters downtown DeLand, a block from our shop at {street}. Allow 50 to 60 minutes.",
        "Some drivers prefer the inland option: SR 46 west from Mims through Geneva to Sanford, then I-4 toward Daytona to the SR 472 or SR 44 exit. It is a little longer, with more two-lane road and fewer trucks.",
      ],
    },
    {
      heading: "Engineers, contractors and launch photographers",
      paragraphs: [
        "Titusville's working life revolves around Kennedy Space Center and the contractors that support it, and the computers that come to us from here reflect that. We see powerful laptops that overheat under heavy software, home workstations that need more memory or faster storage, and requests for custom builds with the right processor, graphics card and cooling for simulation, CAD or video work. Custom desktops start around $600, and gaming-class builds from about $800. Machines issued by an employer usually have to go through that company's IT department, so check first.",
        "The city also draws photographers and videographers who shoot launches from Space View Park, the riverfront and the Max Brewer Bridge toward Playalinda Beach and Merritt Island National Wildlife Refuge. Their nightmare is a card or external drive full of footage that will not mount. Logical recovery starts around $149 and usually takes 24 to 48 hours; physical recovery typically runs $299 to $899 over three to seven days. If we cannot recover the files, you pay nothing.",
      ],
    },
    {
      heading: "Make one trip count",
      paragraphs: [
        "Nobody wants to drive nearly 100 miles round trip twice for one repair, so start with a call to {phone} or an e-mail, which we answer within two to four business hours. Send the model and what the machine is doing, and we will tell you what to expect and order parts ahead when we can. On arrival a technician gives you a free quick check and an estimate, and in-depth diagnostics, if needed, are $49 and credited toward the repair. Battery swaps, from $49, normally take one to two hours, so you can wait and explore downtown DeLand.",
        "Onsite service is arranged by phone, Monday through Saturday. At this distance it is best suited to jobs with several machines or a network to sort out, so tell us what is involved and we will plan the visit with you honestly. Our hours are {hours}.",
      ],
    },
  ],
  servicesChecklist: [
    "Custom workstations for engineering, CAD and video",
    "Photo and video data recovery from drives and cards",
    "MacBook repair at 30–50% below Apple Store pricing",
    "Memory, SSD and graphics upgrades",
    "Cooling fixes for overheating laptops",
    "Battery replacement while you wait",
    "Planned onsite visits for multi-computer jobs",
  ],
};

export default city;
