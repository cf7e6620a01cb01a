package parse

import (
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

// What cutetui (and C++'s cute::print) prints, read back: ScaledBasis
// strides 1@0 and _1@0@1, pointers gmem_ptr[16b](0x40), ptr[32b](0x…),
// Sw<3,4,3>_smem_ptr[16b](0x0) and smem_ptr[16b](unset).

// BasisLit is a ScaledBasis written as printed: K@i (E<i> scaled by K),
// K@j@i (E<i,j>), with K an int or a static _K.
type BasisLit struct {
	At    int
	K     *IntLit
	Modes []int // as written, innermost first: 1@0@1 is [0 1], E<1,0>
}

// PtrLit is a pointer as cute::print prints it: SPACE_ptr[Nb](ADDR) with
// SPACE gmem, smem or rmem, or ptr[Nb](ADDR) for a plain pointer (a
// register array); ADDR is 0x hex, (nil), unset (GMMA's placeholder) or
// 0x… (an address not known: a register array's falls on the stack). A
// swizzled one is Sw<B,M,S>_smem_ptr[Nb](ADDR).
type PtrLit struct {
	At    int
	Space string // "gmem", "smem", "rmem" or "" for ptr[...]
	Bits  int
	Addr  int
	Unset bool // (unset)
	// Unknown: a register array's ptr[Nb](0x…), whose address is not
	// known (evaluation gives it cutetui's made-up one).
	Unknown bool
	Sw      *SwizzleLit // Sw<B,M,S>_smem_ptr, else nil
	Bit     int         // subptr[Nb](addr.bit): the bit index in the byte
}

func (n *BasisLit) Pos() int { return n.At }
func (n *PtrLit) Pos() int   { return n.At }

func (n *BasisLit) String() string {
	s := n.K.String()
	for _, m := range n.Modes {
		s += "@" + strconv.Itoa(m)
	}
	return s
}

func (n *PtrLit) String() string {
	s := "ptr[" + strconv.Itoa(n.Bits) + "b]("
	if n.Space != "" {
		s = n.Space + "_" + s
	}
	if n.Sw != nil {
		s = n.Sw.String() + "_" + s
	}
	switch {
	case n.Unset:
		return s + "unset)"
	case n.Unknown:
		return s + "0x…)"
	case n.Addr == 0:
		return s + "(nil))"
	}
	return s + "0x" + strconv.FormatInt(int64(n.Addr), 16) + ")"
}

// pointerLit parses the scan.Ptr scan.Token t (after Sw, a swizzle pointer).
func pointerLit(t scan.Token, sw *SwizzleLit) (*PtrLit, error) {
	if lane, col, bits, ok := tmemPointer(t.Text); ok {
		return &PtrLit{At: t.Pos, Space: "tmem", Bits: bits, Addr: lane<<16 | col}, nil
	}
	s := strings.TrimPrefix(t.Text, "_")
	n := &PtrLit{At: t.Pos, Sw: sw}
	if sw != nil {
		n.At = sw.At
	}
	if k := strings.Index(s, "_ptr["); k >= 0 {
		n.Space = s[:k]
		s = s[k+1:]
	} else if k := strings.Index(s, "_subptr["); k >= 0 {
		n.Space = s[:k]
		s = s[k+1:]
	}
	sub := strings.HasPrefix(s, "subptr[")
	s = strings.TrimPrefix(s, "sub")
	if (sw != nil) != (strings.HasPrefix(t.Text, "_") && n.Space == "smem") {
		return nil, errorf(t.Pos, "a swizzle pointer is written Sw<B,M,S>_smem_ptr[Nb](addr)")
	}
	s = strings.TrimPrefix(s, "ptr[")
	b := strings.Index(s, "b](")
	bits, err := strconv.Atoi(s[:b])
	if err != nil || bits <= 0 || bits > 1024 {
		return nil, errorf(t.Pos, "a pointer's element width must be 1 to 1024 bits, got %s", s[:b])
	}
	n.Bits = bits
	addr := strings.TrimSuffix(s[b+len("b]("):], ")")
	if sub { // subptr[4b](0x1000.4): a sub-byte pointer, and the bit index
		if bits >= 8 {
			return nil, errorf(t.Pos, "subptr[%db]: C++ prints subptr only for an element type narrower than a byte", bits)
		}
		i := strings.LastIndexByte(addr, '.') // the scanner saw one: (nil).4, 0x….4, 0x....4
		a, bit := addr[:i], addr[i+1:]
		v, err := strconv.Atoi(bit)
		if err != nil || v < 0 || v >= 8 {
			return nil, errorf(t.Pos, "a sub-byte pointer's bit index is 0 to 7, got %s", bit)
		}
		addr, n.Bit = a, v
	}
	switch {
	case addr == "unset":
		if n.Space != "smem" || sw != nil {
			return nil, errorf(t.Pos, "only smem_ptr[Nb](unset) is unset (GMMA's smem_ptr_flag_bits)")
		}
		n.Unset = true
	case addr == "(nil)":
	case addr == "0x…", addr == "0x...":
		n.Unknown = n.Space == "" // a register array, whose address C++ prints as it falls on the stack
	default:
		v, err := strconv.ParseInt(strings.TrimPrefix(addr, "0x"), 16, 64)
		if err != nil || v > 1<<48 {
			return nil, errorf(t.Pos, "address %s is out of range", addr)
		}
		n.Addr = int(v)
	}
	return n, nil
}

// tmemPointer reads tmem_[Nb](0xLLLL.CCCC), a TMEM address as C++ prints
// it: lane and column, 16 bits each.
func tmemPointer(text string) (lane, col, bits int, ok bool) {
	var l, c uint64
	rest, found := strings.CutPrefix(text, "tmem_[")
	if !found {
		return 0, 0, 0, false
	}
	b := strings.Index(rest, "b](0x")
	if b <= 0 {
		return 0, 0, 0, false
	}
	n, err := strconv.Atoi(rest[:b])
	if err != nil || n <= 0 || n > 1024 {
		return 0, 0, 0, false
	}
	addr := strings.TrimSuffix(rest[b+len("b](0x"):], ")")
	ls, cs, found := strings.Cut(addr, ".")
	if !found {
		return 0, 0, 0, false
	}
	if l, err = strconv.ParseUint(ls, 16, 16); err != nil {
		return 0, 0, 0, false
	}
	if c, err = strconv.ParseUint(cs, 16, 16); err != nil {
		return 0, 0, 0, false
	}
	return int(l), int(c), n, true
}

// BasisAfter parses @i[@j...] after the int k, at toks[i] (the DSL's
// reader reads CuTe's printed basis this way): the basis and the index
// of the token after it.
func BasisAfter(toks []scan.Token, i int, k *IntLit) (*BasisLit, int, error) {
	p := &parser{toks: toks, i: i}
	b, err := p.basisLit(k)
	return b, p.i, err
}

// basisLit parses @i[@j...] after the int k.
func (p *parser) basisLit(k *IntLit) (*BasisLit, error) {
	n := &BasisLit{At: k.At, K: k}
	for p.peek().Kind == scan.At {
		p.next()
		t := p.next()
		if t.Kind != scan.Int {
			return nil, errorf(t.Pos, "expected a basis index after @, found %s", t.Describe())
		}
		m, err := strconv.Atoi(t.Text)
		if err != nil || m >= 64 {
			return nil, errorf(t.Pos, "a basis index must be in [0, 64), got %s", t.Text)
		}
		n.Modes = append(n.Modes, m)
	}
	return n, nil
}
