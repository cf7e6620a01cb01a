package practice

import "fmt"

// MaxLevel is the highest difficulty level; levels run 1..MaxLevel.
const MaxLevel = 5

// Topic is what one lesson practises. Its ID is the lesson's ID
// (lessons.LessonID of the lesson file), so "coalesce" practises
// lessons/03-coalesce.md.
type Topic struct {
	ID    string
	Title string
	gen   func(d *draw) (*Exercise, error)
}

var topics = []Topic{
	{"layouts", "Layouts: size, rank, depth, cosize, L(i)", genLayouts},
	{"coordinates", "idx2crd and crd2idx", genCoordinates},
	{"coalesce", "coalesce", genCoalesce},
	{"manipulation", "sublayouts, group, flatten, slice, dice, compatible", genManipulation},
	{"complement", "complement", genComplement},
	{"composition", "composition, shape_div, shape_mod", genComposition},
	{"admissibility", "left divisibility and admissible compositions", genAdmissibility},
	{"divide-product", "divides and products", genDivideProduct},
	{"inverses", "right_inverse and left_inverse", genInverses},
	{"swizzle", "Sw<B,M,S>(x)", genSwizzle},
	{"threadblock-swizzle", "CUTLASS 2.x/3.x and Triton tile maps", genThreadblock},
	{"tensors", "identity tensors, local_tile and local_partition, predication", genTensor},
	{"thread-value", "TV layouts: who owns which element", genTV},
	{"mma", "MMA atoms: who holds which element", genMMA},
	{"copy", "TiledCopy: tiles, owners, vector legality", genCopy},
	{"smem", "GMMA swizzle atoms and tile_to_shape", genSmem},
	{"tma", "make_tma_copy: boxes, coordinates, multicast, swizzle modes", genTMA},
	{"fragments", "SS fragments as GMMA descriptors, make_gmma_desc, accumulators", genFragments},
	{"epilogue", "partition_C, epilogue subtiles and the TMA store", genEpilogue},
	{"capstone", "the TMA + wgmma kernel's layouts", genCapstone},
	{"dsl", "the algebra in the CuTe DSL's spelling", genDSL},
	{"umma", "UMMA accumulators in tensor memory", genUMMA},
	{"descriptors", "GMMA and UMMA descriptors: start address, canonical layout", genDescriptors},
	{"two-sm", "2-SM UMMA pairs and multicast masks", genTwoSM},
	{"block-scaling", "scale factors in tensor memory", genBlockScaling},
}

// Topics returns the practice topics in course order.
func Topics() []Topic { return append([]Topic(nil), topics...) }

// TopicByID returns the topic with this ID.
func TopicByID(id string) (Topic, bool) {
	for _, t := range topics {
		if t.ID == id {
			return t, true
		}
	}
	return Topic{}, false
}

func topicError(id string) error {
	return fmt.Errorf("practice: no topic %q (want one of %s)", id, topicIDs())
}

func topicIDs() string {
	s := ""
	for i, t := range topics {
		if i > 0 {
			s += ", "
		}
		s += t.ID
	}
	return s
}
