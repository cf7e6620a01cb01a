package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/views/figure"
)

func init() {
	register("draw", "draw the last statement's layout, tensor, TV layout, TiledMMA or TiledCopy as SVG, TikZ or PNG", runDraw)
}

// runDraw is `cutetui draw [--svg|--tex|--png] [flags] STATEMENT... -o FILE`.
func runDraw(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("draw")
	svg := fs.Bool("svg", false, "SVG in the terminal's colours, every thread of a cell shown (the default, or from -o's extension)")
	tex := fs.Bool("tex", false, "TikZ: CuTe's print_latex, byte for byte (a layout, TiledMMA, TiledCopy; print_latex_tv with --tv)")
	pngOut := fs.Bool("png", false, "PNG, drawn in pure Go")
	cuteSVG := fs.Bool("cute-compatible", false, "with --svg: CuTe's print_svg of a TiledMMA byte for byte (the first thread of a cell only)")
	out := fs.String("o", "-", "the file to write (- for standard output)")
	light := fs.Bool("light", false, "colours for a light background (SVG and PNG; dark by default)")
	colour := fs.String("color", "value", "what a layout's colours mean: value, tile, thread or bank")
	bytes := fs.Int("bytes", 4, "element size in bytes, for --color bank")
	scale := fs.Int("scale", 0, fmt.Sprintf("with --png: pixels per pixel of the 3×5 font, 1..%d (0: 2, or 1 for a picture over %d px wide)", figure.MaxPNGScale, figure.AutoPNGWidth))
	jsonOut := fs.Bool("json", false, `after writing -o FILE, print one JSON object: {"file","format","bytes"} (and "width","height" of a PNG)`)
	tv := fs.String("tv", "", "draw the layout as a TV layout (thr,val) -> index over an MxN tile, e.g. 16x8")
	text := fs.String("text", "", "plain text WxH, e.g. 80x24: the view of a TMA copy, a GMMA descriptor or an MMA fragment")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: cutetui draw [--svg|--tex|--png] [flags] STATEMENT... [-o FILE]")
		fmt.Fprintln(w, "")
		fmt.Fprintln(w, "Evaluates the statements (as cutetui eval does) and draws the last value:")
		fmt.Fprintln(w, "a layout or swizzled layout's grid, a tensor's (a coordinate tensor's cells")
		fmt.Fprintln(w, "are its coordinates), a TV layout over its tile (--tv), a TiledMMA's C, A")
		fmt.Fprintln(w, "and B, or a TiledCopy's source and destination.")
		fmt.Fprintln(w, "  cutetui draw --png 'logical_divide(make_layout(make_shape(8,8)), make_tile(4,2))' --color tile -o tiles.png")
		fmt.Fprintln(w, "  cutetui draw --tex 'make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})' -o mma.tex")
		fmt.Fprintln(w, "Flags may come before or after the statements.")
		fmt.Fprintln(w, "")
		printFlags(fs, w)
	}
	// Flags may follow the statements: parse them out wherever they are.
	var stmts []string
	rest := args
	for {
		if code, ok := parseFlags(fs, rest, usage, stdout, stderr); !ok {
			return code
		}
		if fs.NArg() == 0 {
			break
		}
		stmts = append(stmts, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if len(stmts) == 0 {
		usage(stderr)
		fmt.Fprintln(stderr, "\ncutetui draw: no statement to draw")
		return 2
	}
	if *text != "" {
		return drawText(stmts, *text, *out, stdout, stderr)
	}
	format, err := drawFormat(*svg, *tex, *pngOut, *out)
	if err == nil && *jsonOut && *out == "-" {
		err = fmt.Errorf("--json tells what was written to a file: give -o FILE")
	}
	if err != nil {
		fmt.Fprintf(stderr, "cutetui draw: %v\n", err)
		return 2
	}
	if *cuteSVG {
		if format != "svg" {
			fmt.Fprintf(stderr, "cutetui draw: --cute-compatible is print_svg: it goes with --svg, not --%s\n", format)
			return 2
		}
		format = "cute-svg"
	}
	opt := figure.ValueOptions{ElemBytes: *bytes}
	if opt.Mode, err = figure.ParseMode(*colour); err != nil {
		fmt.Fprintf(stderr, "cutetui draw: --color: %v\n", err)
		return 2
	}
	if *bytes < 1 || *bytes > 16 {
		fmt.Fprintf(stderr, "cutetui draw: --bytes %d: want an element size 1..16\n", *bytes)
		return 2
	}
	if *scale < 0 || *scale > figure.MaxPNGScale {
		fmt.Fprintf(stderr, "cutetui draw: --scale %d: want 1..%d (0: automatic)\n", *scale, figure.MaxPNGScale)
		return 2
	}
	if *scale != 0 && format != "png" {
		fmt.Fprintf(stderr, "cutetui draw: --scale sizes a PNG: it goes with --png, not --%s\n", format)
		return 2
	}
	if *tv != "" {
		a, b, ok := strings.Cut(*tv, "x")
		m, err1 := strconv.Atoi(a)
		n, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || m < 1 || n < 1 {
			fmt.Fprintf(stderr, "cutetui draw: --tv %q: want a tile MxN, e.g. 16x8\n", *tv)
			return 2
		}
		opt.TVM, opt.TVN = m, n
	}
	fig, err := figure.FromStatements(stmts, opt)
	if err != nil {
		fmt.Fprintf(stderr, "cutetui draw: %v\n", err)
		return 1
	}
	data, err := figure.RenderScaled(fig, format, !*light, *scale)
	if err != nil {
		fmt.Fprintf(stderr, "cutetui draw: %v\n", err)
		return 1
	}
	if *out == "-" {
		_, err = stdout.Write(data)
	} else {
		err = os.WriteFile(*out, data, 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "cutetui draw: %v\n", err)
		return 1
	}
	if *jsonOut {
		return writeJSONLines(stdout, stderr, "draw", []drawRecord{newDrawRecord(*out, format, data)})
	}
	return 0
}

// drawFormat is the format the flags or the output's extension ask for.
func drawFormat(svg, tex, png bool, out string) (string, error) {
	var asked []string
	for _, f := range []struct {
		on   bool
		name string
	}{{svg, "svg"}, {tex, "tex"}, {png, "png"}} {
		if f.on {
			asked = append(asked, f.name)
		}
	}
	switch len(asked) {
	case 0:
		switch ext := strings.ToLower(filepath.Ext(out)); ext {
		case ".tex", ".png", ".svg":
			return ext[1:], nil
		}
		return "svg", nil
	case 1:
		return asked[0], nil
	}
	return "", fmt.Errorf("one format at a time: --%s", strings.Join(asked, " and --"))
}
