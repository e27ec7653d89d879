import type { ContactPageInput } from "@/lib/content/page-schemas";

const contact: ContactPageInput = {
  meta: {
    title: "Contact & Directions | DeLand Computer Repair Shop",
    description:
      "Call, e-mail or visit our computer repair shop on Woodland Boulevard in downtown DeLand. Opening hours, directions from I-4, parking and our service area.",
  },
  h1: "Contact {name}",
  intro:
    "Call us, send an e-mail or walk in. You do not need an appointment to bring a computer to the counter for a free quick check and estimate. For onsite service, Monday to Saturday, please book by phone at {phone}.",
  emailNote:
    "E-mail {email} with your computer's make and model and a short description of the problem. We reply within 2–4 business hours during opening hours.",
  directions: {
    heading: "Driving directions",
    paragraphs: [
      "From I-4 (Orlando, Sanford, Daytona Beach): take exit 118 for SR 44 toward DeLand and head west. SR 44 becomes New York Avenue as it enters DeLand; follow it about five miles into downtown, then turn right (north) onto Woodland Boulevard. The shop is just north of the New York Avenue intersection, at {street}.",
      "From SR 44 to the west (Lake County): cross the St. Johns River and continue east on SR 44 into DeLand, where it becomes New York Avenue, then turn left (north) onto Woodland Boulevard. From New Smyrna Beach, take SR 44 west, cross I-4 at exit 118 and follow the directions above.",
      "From US 17-92 (DeBary, Orange City, Sanford): stay on US 17-92 heading north. Through DeLand it is Woodland Boulevard itself, so keep going straight into downtown; the shop is in the first block after you cross New York Avenue.",
    ],
  },
  parking:
    "Downtown DeLand has street parking along Woodland Boulevard and the side streets, plus public parking lots within a short walk of the shop.",
  territory: {
    heading: "Service territory",
    intro:
      "We serve a {radius}-mile radius around DeLand: all of Volusia County and parts of Seminole, Orange and Brevard counties. These are the cities we cover, grouped by county; shop visits are welcome from anywhere, and onsite appointments are available across the area.",
    counties: [
      {
        county: "Volusia",
        citySlugs: [
          "deland",
          "deltona",
          "orange-city",
          "debary",
          "daytona-beach",
          "ormond-beach",
          "port-orange",
          "new-smyrna-beach",
          "edgewater",
        ],
      },
      {
        county: "Seminole",
        citySlugs: [
          "sanford",
          "lake-mary",
          "longwood",
          "altamonte-springs",
          "winter-springs",
          "oviedo",
          "casselberry",
        ],
      },
      {
        county: "Orange",
        citySlugs: ["orlando", "winter-park", "apopka"],
      },
      {
        county: "Brevard",
        citySlugs: ["titusville"],
      },
    ],
  },
};

export default contact;
