import type { CitiesPageInput } from "@/lib/content/page-schemas";

const cities: CitiesPageInput = {
  meta: {
    title: "Cities We Serve | Computer Repair Across Central Florida",
    description:
      "Computer repair for 20 Central Florida cities, from Orange City and Deltona to Daytona Beach, Orlando and Titusville, sorted by distance from our DeLand shop.",
  },
  h1: "Cities We Serve",
  intro:
    "Our shop is in downtown DeLand, and customers come to us from all over Volusia County and from parts of Seminole, Orange and Brevard counties. The cities below are sorted by distance from the shop, so you can see at a glance how far the drive is. Each city page covers the best route in, onsite options and the repairs people from that area bring us most.",
  outro: {
    heading: "Onsite service and longer trips",
    paragraphs: [
      "If you cannot get to DeLand, we can come to you. Onsite visits run Monday to Saturday and are booked by phone at {phone}; Wi-Fi and network visits are usually scheduled within 24–48 hours. Onsite work suits problems that are tied to a place, such as a home network, an office printer or a desktop that is awkward to move, and we will tell you on the phone whether a visit or a trip to the shop makes more sense.",
      "We serve customers within about {radius} miles of the shop. For longer trips, such as from Orlando, Titusville or New Smyrna Beach, plan on two short stops: drop the computer off after the free quick check at the counter, and we call you when it is ready, or first with an estimate if it needs in-depth diagnostics. Most repairs are done within 1–3 business days, so you are rarely without your computer for long. If your town is not listed, call or e-mail {email} and we will tell you whether a shop visit or an onsite appointment is the better option.",
    ],
  },
};

export default cities;
