// Stand-in for cuda_runtime.h.
#pragma once
#include "cuda_runtime_api.h"
#include "vector_types.h"
