//===- RngBitGenerator.h - XLA's THREE_FRY and PHILOX bit generators -*- C++
//-*-===//
//
// rng_bit_generator bit-exact with XLA's expansion (rng_bit_generator
// expander and prng library): the same counters, key/state layout, output
// interleaving and state update, so JAX programs that check their random
// bits pass. DEFAULT is PHILOX, as on XLA's CPU backend.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_RNGBITGENERATOR_H
#define HLOKIT_INTERPRETER_RNGBITGENERATOR_H

#include "hlokit/Dialect/StableHLO/StablehloEnums.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <array>

namespace hlokit::interpreter {

/// Threefry-2x32 with 20 rounds (Salmon et al., Random123).
std::array<uint32_t, 2> threeFry2x32(std::array<uint32_t, 2> counter,
                                     std::array<uint32_t, 2> key);

/// Philox-4x32 with 10 rounds (Salmon et al., Random123).
std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 4> counter,
                                   std::array<uint32_t, 2> key);

/// (output_state, output): random bits of `outputType` and `outputShape`
/// from the ui64 `state` (key first). Floats get the bits as they are.
llvm::Expected<llvm::SmallVector<Tensor>>
rngBitGenerator(stablehlo::RngAlgorithm algorithm, const Tensor &state,
                ElementType outputType, llvm::ArrayRef<int64_t> outputShape);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_RNGBITGENERATOR_H
