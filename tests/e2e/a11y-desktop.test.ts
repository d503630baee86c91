import { axeAtWidth } from "./a11y";

axeAtWidth("desktop");
