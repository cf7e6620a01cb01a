package engine

// Crd2Crd is stride.hpp's crd2crd(coord, src, dst): coord, a coordinate in
// the shape src, as the coordinate of the same column-major index in dst.
// When coord, src and dst are all tuples they must have one rank and each
// mode is converted on its own; otherwise it is
// idx2crd(crd2idx(coord, src), dst). crd2crd((3,2),(4,8),(8,4)) = (3,2);
// crd2crd((3,2),(4,8),32) = 11; crd2crd(11,(4,8),(8,4)) = (3,1).
func Crd2Crd(coord, src, dst IntTuple) (r IntTuple, err error) {
	defer catch("crd2crd", &err)
	if coord.HasUnderscore() || src.HasUnderscore() || dst.HasUnderscore() {
		return IntTuple{}, errorf("crd2crd", "invalid argument", "_ is not an integer")
	}
	return crd2crd(coord, src, dst)
}

func crd2crd(c, s, d IntTuple) (IntTuple, error) {
	if c.kind() == kindTuple && s.kind() == kindTuple && d.kind() == kindTuple {
		if len(c.elems) != len(s.elems) || len(c.elems) != len(d.elems) {
			return IntTuple{}, errorf("crd2crd", "Mismatched Ranks", "coordinate %s, source shape %s and target shape %s do not have one rank", c, s, d)
		}
		out := make([]IntTuple, len(c.elems))
		for i := range c.elems {
			e, err := crd2crd(c.elems[i], s.elems[i], d.elems[i])
			if err != nil {
				return IntTuple{}, err
			}
			out[i] = e
		}
		return tuple(out), nil
	}
	i, err := Crd2IdxShapeT(c, s)
	if err != nil {
		return IntTuple{}, err
	}
	return Idx2Crd(i, d)
}
