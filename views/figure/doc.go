// Package figure is the one drawing model of cutetui's pictures: a figure is
// panels of cells, each cell a label (an offset, or the threads and values
// that own it), a colour key chosen by meaning (value, tile, thread or
// shared-memory bank) and the lines between hierarchical mode boundaries.
// The builders (FromLayout, FromTV, FromMMA, FromCopy) ask the engine for
// every number; the renderers only draw the model: Terminal for panes,
// SVG, TeX (CuTe's print_latex, byte for byte for layouts) and PNG for
// slides, so the four always agree.
package figure
