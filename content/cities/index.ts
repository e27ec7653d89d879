// Every city page. Add a city: create content/cities/<slug>.ts and list it here.
import altamonteSprings from "./altamonte-springs";
import apopka from "./apopka";
import casselberry from "./casselberry";
import daytonaBeach from "./daytona-beach";
import debary from "./debary";
import deland from "./deland";
import deltona from "./deltona";
import edgewater from "./edgewater";
import lakeMary from "./lake-mary";
import longwood from "./longwood";
import newSmyrnaBeach from "./new-smyrna-beach";
import orangeCity from "./orange-city";
import orlando from "./orlando";
import ormondBeach from "./ormond-beach";
import oviedo from "./oviedo";
import portOrange from "./port-orange";
import sanford from "./sanford";
import titusville from "./titusville";
import winterPark from "./winter-park";
import winterSprings from "./winter-springs";

/** Keyed by file name (content/cities/<key>.ts) so content errors can name the file. */
const cityFiles: Record<string, unknown> = {
  "altamonte-springs": altamonteSprings,
  apopka,
  casselberry,
  "daytona-beach": daytonaBeach,
  debary,
  deland,
  deltona,
  edgewater,
  "lake-mary": lakeMary,
  longwood,
  "new-smyrna-beach": newSmyrnaBeach,
  "orange-city": orangeCity,
  orlando,
  "ormond-beach": ormondBeach,
  oviedo,
  "port-orange": portOrange,
  sanford,
  titusville,
  "winter-park": winterPark,
  "winter-springs": winterSprings,
};

export default cityFiles;
