//===- RngBitGenerator.cpp - XLA's THREE_FRY and PHILOX bit generators ----===//

#include "hlokit/Interpreter/Kernels/RngBitGenerator.h"

#include "hlokit/Support/Product.h"

#include <cstring>
#include <vector>

namespace hlokit::interpreter {

namespace {

uint32_t rotateLeft(uint32_t v, int distance) {
  return (v << distance) | (v >> (32 - distance));
}

uint32_t low32(uint64_t v) { return static_cast<uint32_t>(v); }
uint32_t high32(uint64_t v) { return static_cast<uint32_t>(v >> 32); }
uint64_t join32(uint32_t low, uint32_t high) {
  return static_cast<uint64_t>(low) | (static_cast<uint64_t>(high) << 32);
}

/// XLA's SplitShapeIntoHalves: the dimension THREE_FRY's 32-bit output is
/// interleaved along (the first even one, else the first largest); -1 for a
/// 0-d shape.
int64_t splitDimension(llvm::ArrayRef<int64_t> shape) {
  if (shape.empty())
    return -1;
  for (auto [i, size] : llvm::enumerate(shape))
    if (size % 2 == 0)
      return i;
  int64_t best = 0;
  for (auto [i, size] : llvm::enumerate(shape))
    if (size > shape[best])
      best = i;
  return best;
}

/// THREE_FRY, 32 bits per element: the counters run over the shape halved
/// along the split dimension, and the two output words of each counter are
/// adjacent along that dimension. Returns the new counter.
uint64_t threeFry32(uint64_t counter, std::array<uint32_t, 2> key,
                    llvm::ArrayRef<int64_t> shape, uint32_t *out) {
  int64_t split = splitDimension(shape);
  if (split < 0) {
    out[0] = threeFry2x32({low32(counter), high32(counter)}, key)[0];
    return counter + 1;
  }
  llvm::SmallVector<int64_t> half(shape);
  half[split] = (shape[split] + 1) / 2;
  int64_t inner = product(shape.drop_front(split + 1));
  int64_t outer = product(shape.take_front(split));
  int64_t halfCount = outer * half[split] * inner;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < half[split]; ++j)
      for (int64_t i = 0; i < inner; ++i) {
        uint64_t c = counter + (o * half[split] + j) * inner + i;
        auto bits = threeFry2x32({low32(c), high32(c)}, key);
        for (int64_t t = 0; t < 2; ++t) {
          int64_t position = 2 * j + t;
          if (position < shape[split])
            out[(o * shape[split] + position) * inner + i] = bits[t];
        }
      }
  return counter + halfCount;
}

/// THREE_FRY, 64 bits per element: one counter per element.
uint64_t threeFry64(uint64_t counter, std::array<uint32_t, 2> key,
                    int64_t count, uint64_t *out) {
  for (int64_t i = 0; i < count; ++i) {
    uint64_t c = counter + i;
    auto bits = threeFry2x32({low32(c), high32(c)}, key);
    out[i] = join32(bits[0], bits[1]);
  }
  return counter + count;
}

/// A 128-bit Philox counter, low word first.
struct Counter128 {
  uint64_t low, high;
  Counter128 plus(uint64_t n) const {
    uint64_t sum = low + n;
    return {sum, high + (sum < low ? 1 : 0)};
  }
};

/// PHILOX: `words` 32-bit outputs, four per counter, in counter order.
Counter128 philoxWords(Counter128 counter, std::array<uint32_t, 2> key,
                       int64_t words, std::vector<uint32_t> &out) {
  int64_t blocks = (words + 3) / 4;
  out.resize(blocks * 4);
  for (int64_t j = 0; j < blocks; ++j) {
    Counter128 c = counter.plus(j);
    auto bits = philox4x32(
        {low32(c.low), high32(c.low), low32(c.high), high32(c.high)}, key);
    for (int64_t w = 0; w < 4; ++w)
      out[4 * j + w] = bits[w];
  }
  return counter.plus(blocks);
}

/// XLA draws outputs narrower than 32 bits as 32-bit words converted to the
/// unsigned integer type of the output's width (keeping the low bits), then
/// bitcast to the output type. Sub-byte elements are stored one per byte:
/// signed integers sign-extended, unsigned ones and small floats as the bit
/// pattern with the high bits zero.
void storeLowBits(const std::vector<uint32_t> &words, ElementType type,
                  unsigned bits, char *raw) {
  if (bits >= 8) {
    for (size_t i = 0; i < words.size(); ++i)
      std::memcpy(raw + i * (bits / 8), &words[i], bits / 8);
    return;
  }
  uint32_t mask = (1u << bits) - 1;
  for (size_t i = 0; i < words.size(); ++i) {
    auto pattern = static_cast<uint8_t>(words[i] & mask);
    if (isSignedInt(type) && (pattern >> (bits - 1)) != 0)
      pattern |= static_cast<uint8_t>(~mask);
    raw[i] = static_cast<char>(pattern);
  }
}

} // namespace

std::array<uint32_t, 2> threeFry2x32(std::array<uint32_t, 2> counter,
                                     std::array<uint32_t, 2> key) {
  static constexpr int rotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  uint32_t ks[3] = {key[0], key[1], 0x1BD11BDA ^ key[0] ^ key[1]};
  uint32_t x0 = counter[0] + ks[0], x1 = counter[1] + ks[1];
  for (int block = 0; block < 5; ++block) {
    for (int r = 0; r < 4; ++r) {
      x0 += x1;
      x1 = rotateLeft(x1, rotations[(block % 2) * 4 + r]) ^ x0;
    }
    // Key injection after every four rounds.
    x0 += ks[(block + 1) % 3];
    x1 += ks[(block + 2) % 3] + static_cast<uint32_t>(block + 1);
  }
  return {x0, x1};
}

std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 4> x,
                                   std::array<uint32_t, 2> key) {
  for (int round = 0; round < 10; ++round) {
    uint64_t p0 = static_cast<uint64_t>(x[0]) * 0xD2511F53u;
    uint64_t p1 = static_cast<uint64_t>(x[2]) * 0xCD9E8D57u;
    x = {high32(p1) ^ x[1] ^ key[0], low32(p1), high32(p0) ^ x[3] ^ key[1],
         low32(p0)};
    key = {key[0] + 0x9E3779B9u, key[1] + 0xBB67AE85u};
  }
  return x;
}

llvm::Expected<llvm::SmallVector<Tensor>>
rngBitGenerator(stablehlo::RngAlgorithm algorithm, const Tensor &state,
                ElementType outputType, llvm::ArrayRef<int64_t> outputShape) {
  unsigned bits = getBitWidth(outputType);
  // XLA converts narrow outputs through the unsigned type of their width,
  // which exists for 2, 4, 8 and 16 bits only.
  if (bits == 6)
    return llvm::createStringError(
        "rng_bit_generator: " + getElementTypeName(outputType).str() +
        " outputs are not supported (XLA has no 6-bit unsigned type to draw "
        "them through)");
  auto output = Tensor::allocate(outputType, outputShape);
  if (!output)
    return output.takeError();
  auto newState = state.clone();
  if (!newState)
    return newState.takeError();
  const uint64_t *words = state.data<uint64_t>();
  uint64_t *next = newState->mutableData<uint64_t>();
  std::array<uint32_t, 2> key = {low32(words[0]), high32(words[0])};
  int64_t count = output->getNumElements();
  char *raw = output->getRawMutableData();

  // PHILOX and DEFAULT, which is PHILOX, share the else branch.
  if (algorithm == stablehlo::RngAlgorithm::THREE_FRY) {
    if (bits == 64) {
      next[1] =
          threeFry64(words[1], key, count, reinterpret_cast<uint64_t *>(raw));
    } else {
      std::vector<uint32_t> out(count);
      next[1] = threeFry32(words[1], key, outputShape, out.data());
      storeLowBits(out, outputType, bits, raw);
    }
    return llvm::SmallVector<Tensor>{*newState, *output};
  }

  // PHILOX: with three words the counter is (state[1], state[2]); with two,
  // XLA reverses the state, so the counter is (state[1], key) and only its
  // low word is written back.
  bool threeWords = state.getNumElements() >= 3;
  Counter128 counter{words[1], threeWords ? words[2] : words[0]};
  std::vector<uint32_t> out;
  Counter128 updated =
      philoxWords(counter, key, bits == 64 ? 2 * count : count, out);
  next[1] = updated.low;
  if (threeWords)
    next[2] = updated.high;
  if (bits == 64) {
    // Each 128-bit block gives two 64-bit numbers: words (0, 1) and (2, 3).
    auto *dst = reinterpret_cast<uint64_t *>(raw);
    for (int64_t i = 0; i < count; ++i)
      dst[i] = join32(out[2 * i], out[2 * i + 1]);
  } else {
    out.resize(count);
    storeLowBits(out, outputType, bits, raw);
  }
  return llvm::SmallVector<Tensor>{*newState, *output};
}

} // namespace hlokit::interpreter
