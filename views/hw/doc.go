// Package hw draws the values of Hopper and Blackwell hardware as text
// views: a TMA copy (its box, the CTAs of a multicast, the arguments of
// cuTensorMapEncodeTiled), a GMMA or UMMA descriptor (its fields with
// their bits), TMEM tensors and loads, a 2-SM pair, and a block-scaled
// UMMA's scale factors in TMEM. Every number comes from the engine's
// value; the views only lay it out, in a width×height box, allocating
// for what is shown.
package hw
