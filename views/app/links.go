package app

import (
	"regexp"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// cutlassInclude is where CUTLASS's headers are read on the web.
const cutlassInclude = "https://github.com/NVIDIA/cutlass/blob/main/include/"

// cuteHeaders are the CuTe headers the lessons and messages name, by file
// name, with their place under include/.
var cuteHeaders = map[string]string{}

func init() {
	for _, h := range []string{
		"cute/layout.hpp", "cute/layout_composed.hpp", "cute/int_tuple.hpp", "cute/stride.hpp",
		"cute/swizzle.hpp", "cute/swizzle_layout.hpp", "cute/underscore.hpp", "cute/tensor_impl.hpp",
		"cute/pointer_flagged.hpp", "cute/algorithm/tuple_algorithms.hpp", "cute/numeric/integral_constant.hpp",
		"cute/numeric/arithmetic_tuple.hpp", "cute/atom/mma_atom.hpp", "cute/atom/copy_atom.hpp",
		"cute/atom/copy_traits.hpp", "cute/atom/mma_traits_sm80.hpp", "cute/atom/mma_traits_sm90_gmma.hpp",
		"cute/atom/mma_traits_sm90_gmma_ext.hpp", "cute/atom/copy_traits_sm75.hpp", "cute/atom/copy_traits_sm80.hpp",
		"cute/atom/copy_traits_sm90_tma.hpp", "cute/atom/mma_traits_sm90.hpp", "cute/arch/mma_sm80.hpp",
		"cute/arch/mma_sm90_desc.hpp", "cute/arch/copy_sm90_tma.hpp", "cute/util/print_latex.hpp",
	} {
		cuteHeaders[h[strings.LastIndexByte(h, '/')+1:]] = h
	}
}

// headerName is a header's name in text, with or without its directories.
var headerName = regexp.MustCompile(`[A-Za-z0-9_/]*[A-Za-z0-9_]+\.hpp\b`)

// linkHeaders makes every CuTe header that text names a hyperlink (OSC 8)
// to its source; the words shown do not change. The name is found in the
// text as shown, so styles that split it (glamour's, at underscores) do
// not hide it. Text that is not a known header is left alone.
func linkHeaders(text string) string {
	if !strings.Contains(text, ".hpp") {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.Contains(l, ".hpp") {
			lines[i] = linkLine(l)
		}
	}
	return strings.Join(lines, "\n")
}

// linkLine is linkHeaders of one line.
func linkLine(line string) string {
	// plain is the line without escape sequences; at[i] is where plain's
	// byte i is in line.
	var plain strings.Builder
	var at []int
	for i := 0; i < len(line); {
		if line[i] == 0x1b {
			seq := ansiSeq.FindString(line[i:])
			if seq == "" {
				seq = line[i : i+1]
			}
			i += len(seq)
			continue
		}
		plain.WriteByte(line[i])
		at = append(at, i)
		i++
	}
	p := plain.String()
	var out strings.Builder
	last := 0
	for _, m := range headerName.FindAllStringIndex(p, -1) {
		name := p[m[0]:m[1]]
		path, ok := cuteHeaders[name[strings.LastIndexByte(name, '/')+1:]]
		if !ok {
			continue
		}
		start, end := at[m[0]], at[m[1]-1]+1
		out.WriteString(line[last:start])
		out.WriteString(ansi.SetHyperlink(cutlassInclude + path))
		out.WriteString(line[start:end])
		out.WriteString(ansi.ResetHyperlink())
		last = end
	}
	out.WriteString(line[last:])
	return out.String()
}

// ansiSeq is one escape sequence: CSI (SGR and the like) or OSC.
var ansiSeq = regexp.MustCompile("^\x1b(?:\\[[0-?]*[ -/]*[@-~]|\\][^\x07\x1b]*(?:\x07|\x1b\\\\)|.)")
