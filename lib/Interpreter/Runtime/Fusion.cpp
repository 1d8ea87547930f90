//===- Fusion.cpp - chains of elementwise ops run tile by tile ------------===//

#include "Runtime/Fusion.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Support/Parallel.h"

#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <immintrin.h>
#endif

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// Elements per tile: a few tiles of f64 stay within a core's L2 cache, and
/// a tile is long enough that setting up the kernels costs little.
constexpr int64_t kTileElements = 8192;

/// Tiles per task of the pool: enough that a task's scratch buffers are
/// allocated rarely, few enough that a chain of a few tiles still splits.
constexpr int64_t kTilesPerTask = 4;

/// The result type of an op that can be part of a chain: an elementwise op
/// whose operands all have its result's shape (so not a select with a scalar
/// predicate), or a broadcast_in_dim; static and large enough to have tiles.
/// Null otherwise.
RankedTensorType fusableType(const OpPlan &plan) {
  Operation &op = *plan.op;
  if (!plan.handler || !plan.staticShapes || plan.runsInExpressedType ||
      plan.unsupportedElementType || op.getNumResults() != 1)
    return nullptr;
  auto type = dyn_cast<RankedTensorType>(op.getResult(0).getType());
  if (!type || type.getNumElements() < kTileElements)
    return nullptr;
  if (isa<hlo::BroadcastInDimOp>(op))
    return type;
  // A quantized operand that is not run in its expressed type (is_finite)
  // has its own handler, not the kernels' storage-integer arithmetic.
  if (!getElementwiseKind(op) ||
      llvm::any_of(op.getOperandTypes(), hlo::isQuantized) ||
      llvm::any_of(op.getOperandTypes(), [&](Type t) {
        auto operand = dyn_cast<RankedTensorType>(t);
        return !operand || operand.getShape() != type.getShape();
      }))
    return nullptr;
  return type;
}

/// Results at least this large are written with non-temporal stores: they
/// outgrow the caches, and a plain store first reads each line it writes.
constexpr int64_t kStreamingBytes = int64_t(8) << 20;

#if defined(__x86_64__)
/// streamingCopy's loop with 32-byte stores: `dst` 32-byte aligned.
__attribute__((target("avx2"))) void streamingCopy32(char *dst, const char *src,
                                                     int64_t bytes) {
  for (int64_t i = 0; i < bytes; i += 32)
    _mm256_stream_si256(
        reinterpret_cast<__m256i *>(dst + i),
        _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i)));
}
#endif

/// Copies `bytes` from `src` to `dst` bypassing the caches where the CPU
/// can; the same bytes as memcpy. Other threads may read `dst` only after
/// the writing thread's endStreaming().
void streamingCopy(char *dst, const char *src, int64_t bytes) {
#if defined(__SSE2__)
#if defined(__x86_64__)
  static const bool hasAvx2 = __builtin_cpu_supports("avx2");
  if (hasAvx2 && reinterpret_cast<uintptr_t>(dst) % 32 == 0 &&
      bytes % 32 == 0) {
    streamingCopy32(dst, src, bytes);
    return;
  }
#endif
  int64_t head = std::min<int64_t>(
      bytes, (16 - reinterpret_cast<uintptr_t>(dst) % 16) % 16);
  std::memcpy(dst, src, head);
  int64_t i = head;
  for (; i + 16 <= bytes; i += 16)
    _mm_stream_si128(
        reinterpret_cast<__m128i *>(dst + i),
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i)));
  std::memcpy(dst + i, src + i, bytes - i);
#else
  std::memcpy(dst, src, bytes);
#endif
}

/// Orders the calling thread's streamed stores before its later stores, so
/// that threads joining it (the pool's join) see them.
void endStreaming() {
#if defined(__SSE2__)
  _mm_sfence();
#endif
}

/// Constants in the middle of a run are moved before the chain: they read
/// nothing, so running them earlier changes no value.
bool isConstant(const OpPlan &plan) { return isa<hlo::ConstantOp>(plan.op); }

/// True when every result of the chain's ops in ops[first..last-1] is used
/// only by ops[first..last] (so no intermediate value has to be kept).
bool usesStayInside(llvm::ArrayRef<OpPlan> ops, size_t first, size_t last,
                    const llvm::DenseMap<Operation *, size_t> &positions) {
  for (size_t j = first; j < last; ++j) {
    if (isConstant(ops[j]))
      continue;
    for (Operation *user : ops[j].op->getResult(0).getUsers()) {
      auto it = positions.find(user);
      if (it == positions.end() || it->second < first || it->second > last)
        return false;
    }
  }
  return true;
}

/// Runs step `step` of a chain on one tile: `args` are its arguments' tiles
/// (for a broadcast, the whole input), `offset` the tile's first element.
llvm::Error runStep(const FusedChain &chain, const FusedChain::Step &step,
                    llvm::ArrayRef<const Tensor *> args, int64_t offset,
                    Tensor &out) {
  if (step.broadcastDimensions) {
    broadcastInDimRange(*args[0], chain.shape, *step.broadcastDimensions,
                        offset, out);
    return llvm::Error::success();
  }
  using Kind = ElementwiseKind::Kind;
  switch (step.kind.kind) {
  case Kind::Unary:
    return unaryInto(step.kind.unary, *args[0], out);
  case Kind::Binary:
    return binaryInto(step.kind.binary, *args[0], *args[1], out);
  case Kind::Compare:
    compareInto(step.kind.direction, step.kind.compareType, *args[0], *args[1],
                out);
    break;
  case Kind::Select:
    selectInto(*args[0], *args[1], *args[2], out);
    break;
  case Kind::Convert:
    convertInto(*args[0], out);
    break;
  }
  return llvm::Error::success();
}

/// Runs the chain on tiles [firstTile, endTile) of `inputs`, writing
/// `result`; scratch tiles hold the intermediate steps' values.
llvm::Error runTiles(const FusedChain &chain, llvm::ArrayRef<Tensor> inputs,
                     llvm::ArrayRef<bool> tiledInputs, Tensor &result,
                     int64_t firstTile, int64_t endTile) {
  // A streamed result is computed into one more scratch tile first.
  bool streaming = result.getByteSize() >= kStreamingBytes;
  llvm::ArrayRef<FusedChain::Step> scratchSteps = chain.steps;
  if (!streaming)
    scratchSteps = scratchSteps.drop_back();
  llvm::SmallVector<Tensor> scratch;
  for (const FusedChain::Step &step : scratchSteps) {
    llvm::Expected<Tensor> tile = Tensor::allocate(step.type, {kTileElements});
    if (!tile)
      return tile.takeError();
    scratch.push_back(std::move(*tile));
  }
  llvm::SmallVector<Tensor> inputTiles(inputs.size());
  llvm::SmallVector<Tensor> stepTiles(chain.steps.size());
  llvm::SmallVector<const Tensor *, 3> args;
  for (int64_t tile = firstTile; tile < endTile; ++tile) {
    int64_t offset = tile * kTileElements;
    int64_t length = std::min(kTileElements, chain.numElements - offset);
    for (auto [i, input] : llvm::enumerate(inputs))
      if (tiledInputs[i])
        inputTiles[i] = input.view(chain.splatInputs[i] ? 0 : offset, length);
    for (auto [k, buffer] : llvm::enumerate(scratch))
      stepTiles[k] = buffer.view(0, length);
    Tensor resultTile = result.view(offset, length);
    if (!streaming)
      stepTiles.back() = resultTile;
    for (auto [k, step] : llvm::enumerate(chain.steps)) {
      args.clear();
      for (int a : step.args)
        args.push_back(a < 0                      ? &stepTiles[-a - 1]
                       : step.broadcastDimensions ? &inputs[a]
                                                  : &inputTiles[a]);
      if (llvm::Error error = runStep(chain, step, args, offset, stepTiles[k]))
        return error;
    }
    if (streaming)
      streamingCopy(resultTile.getRawMutableData(),
                    stepTiles.back().getRawData(), resultTile.getByteSize());
  }
  if (streaming)
    endStreaming();
  return llvm::Error::success();
}

/// runTiles for chains of float arithmetic (`chain.floatSteps`): every
/// step runs on floatChainElements at a time, in the L1 cache, with one
/// call for all of them. The broadcasts among the chain's steps fill a
/// scratch tile each first, which the arithmetic reads after the inputs.
template <typename T>
llvm::Error runFloatTiles(const FusedChain &chain,
                          llvm::ArrayRef<Tensor> inputs, Tensor &result,
                          int64_t firstTile, int64_t endTile) {
  bool streaming = result.getByteSize() >= kStreamingBytes;
  // One more scratch block for a streamed result.
  std::vector<T> scratch((chain.steps.size() + 1) * floatChainElements);
  T *streamed = scratch.data() + chain.steps.size() * floatChainElements;
  llvm::SmallVector<Tensor> broadcasts;
  for (int step : chain.floatBroadcasts) {
    llvm::Expected<Tensor> tile =
        Tensor::allocate(chain.steps[step].type, {kTileElements});
    if (!tile)
      return tile.takeError();
    broadcasts.push_back(std::move(*tile));
  }
  llvm::SmallVector<const T *, 4> pointers(inputs.size() + broadcasts.size());
  T *out = result.mutableData<T>();
  for (int64_t tile = firstTile; tile < endTile; ++tile) {
    int64_t begin = tile * kTileElements;
    int64_t end = std::min(chain.numElements, begin + kTileElements);
    for (auto [j, step] : llvm::enumerate(chain.floatBroadcasts)) {
      const FusedChain::Step &broadcast = chain.steps[step];
      Tensor view = broadcasts[j].view(0, end - begin);
      broadcastInDimRange(inputs[broadcast.args[0]], chain.shape,
                          *broadcast.broadcastDimensions, begin, view);
    }
    for (int64_t offset = begin; offset < end; offset += floatChainElements) {
      int64_t n = std::min(floatChainElements, end - offset);
      for (size_t i = 0; i < inputs.size(); ++i)
        pointers[i] =
            inputs[i].template data<T>() + (chain.splatInputs[i] ? 0 : offset);
      for (auto [j, broadcast] : llvm::enumerate(broadcasts))
        pointers[inputs.size() + j] =
            broadcast.template data<T>() + (offset - begin);
      floatArithmeticChain(chain.floatSteps, llvm::ArrayRef(pointers),
                           scratch.data(), streaming ? streamed : out + offset,
                           n);
      if (streaming)
        streamingCopy(reinterpret_cast<char *>(out + offset),
                      reinterpret_cast<const char *>(streamed), n * sizeof(T));
    }
  }
  if (streaming)
    endStreaming();
  return llvm::Error::success();
}

llvm::Error runFusedChain(OpContext &ctx) {
  const OpPlan &plan = ctx.getPlan();
  const FusedChain &chain = *plan.fused;
  // Inputs a broadcast reads whole, and inputs the other steps read tile by
  // tile (an input may be both).
  llvm::SmallVector<bool> wholeInputs(plan.operands.size(), false);
  llvm::SmallVector<bool> tiledInputs(plan.operands.size(), false);
  for (const FusedChain::Step &step : chain.steps)
    for (int a : step.args)
      if (a >= 0)
        (step.broadcastDimensions ? wholeInputs : tiledInputs)[a] = true;
  // The result goes into a dead input's buffer when there is one of its
  // type read tile by tile: each tile's last step writes the elements its
  // earlier steps have read.
  Tensor result;
  for (unsigned i = 0; i < plan.operands.size() && !result.getRawData(); ++i)
    if (Tensor *reused = ctx.reusableOperand(i))
      if (!wholeInputs[i] &&
          reused->getElementType() == chain.steps.back().type)
        result = *reused;
  llvm::SmallVector<Tensor> inputs;
  for (unsigned i = 0; i < plan.operands.size(); ++i)
    inputs.push_back(ctx.operand(i));
  if (!result.getRawData()) {
    llvm::Expected<Tensor> allocated =
        Tensor::allocate(chain.steps.back().type, chain.shape);
    if (!allocated)
      return ctx.error(llvm::toString(allocated.takeError()));
    result = std::move(*allocated);
  }
  // Tasks of a few tiles each, cut by the size alone; tiles are
  // independent, so the result is the same for any thread count.
  int64_t numTiles = (chain.numElements + kTileElements - 1) / kTileElements;
  int64_t numTasks = (numTiles + kTilesPerTask - 1) / kTilesPerTask;
  llvm::SmallVector<std::string> errors(numTasks);
  forEachBlock(numTasks, [&](int64_t task) {
    int64_t first = task * kTilesPerTask;
    int64_t end = std::min(numTiles, first + kTilesPerTask);
    llvm::Error error = llvm::Error::success();
    if (chain.floatSteps.empty())
      error = runTiles(chain, inputs, tiledInputs, result, first, end);
    else if (chain.steps.back().type == ElementType::F32)
      error = runFloatTiles<float>(chain, inputs, result, first, end);
    else
      error = runFloatTiles<double>(chain, inputs, result, first, end);
    if (error)
      errors[task] = llvm::toString(std::move(error));
  });
  for (const std::string &error : errors)
    if (!error.empty())
      return ctx.error(error);
  ctx.setResult(0, std::move(result));
  return llvm::Error::success();
}

/// The chain's steps as float arithmetic steps when all are (or negate, or
/// exponential on f32), on one type of f32 and f64, but for broadcasts of
/// inputs, whose steps go into
/// `broadcasts` and whose values the arithmetic reads as inputs after the
/// chain's `numInputs`; else empty.
llvm::SmallVector<FloatArithmeticStep>
getFloatSteps(llvm::ArrayRef<FusedChain::Step> steps, int numInputs,
              llvm::SmallVector<int> &broadcasts) {
  llvm::SmallVector<FloatArithmeticStep> floatSteps;
  ElementType type = steps.back().type;
  if ((type != ElementType::F32 && type != ElementType::F64) ||
      steps.back().broadcastDimensions)
    return {};
  // Each step's value as an argument of the float steps.
  llvm::SmallVector<int> argumentOf;
  auto argument = [&](int a) { return a >= 0 ? a : argumentOf[-a - 1]; };
  for (auto [k, step] : llvm::enumerate(steps)) {
    if (step.type != type)
      return {};
    if (step.broadcastDimensions) {
      if (step.args[0] < 0)
        return {};
      argumentOf.push_back(numInputs + static_cast<int>(broadcasts.size()));
      broadcasts.push_back(static_cast<int>(k));
      continue;
    }
    if (step.kind.kind == ElementwiseKind::Kind::Unary &&
        isFloatChainUnary(step.kind.unary, type))
      floatSteps.push_back({BinaryOp::Add, argument(step.args[0]),
                            argument(step.args[0]), step.kind.unary});
    else if (step.kind.kind == ElementwiseKind::Kind::Binary &&
             isFloatArithmetic(step.kind.binary))
      floatSteps.push_back(
          {step.kind.binary, argument(step.args[0]), argument(step.args[1])});
    else
      return {};
    argumentOf.push_back(-static_cast<int>(floatSteps.size()));
  }
  return floatSteps;
}

/// True when `v` is a splat constant of `shape`.
bool isSplatOfShape(Value v, llvm::ArrayRef<int64_t> shape) {
  auto constant = v.getDefiningOp<hlo::ConstantOp>();
  return constant && constant.getValue().isSplat() &&
         constant.getType().getShape() == shape;
}

/// One plan entry running the chain's ops among ops[first..last]; the
/// constants among them come before it in `result`.
void planChain(llvm::ArrayRef<OpPlan> ops, size_t first, size_t last,
               llvm::SmallVector<OpPlan> &result) {
  auto chain = std::make_shared<FusedChain>();
  OpPlan fused = ops[last];
  fused.handler = runFusedChain;
  fused.operands.clear();
  llvm::DenseMap<Operation *, int> stepOf;
  auto argumentOf = [&](Value v) {
    if (Operation *def = v.getDefiningOp())
      if (auto it = stepOf.find(def); it != stepOf.end())
        return -it->second - 1;
    auto *input = llvm::find(fused.operands, v);
    if (input == fused.operands.end())
      fused.operands.push_back(v);
    return static_cast<int>(llvm::find(fused.operands, v) -
                            fused.operands.begin());
  };
  for (size_t j = first; j <= last; ++j) {
    if (isConstant(ops[j])) {
      result.push_back(ops[j]);
      continue;
    }
    Operation &op = *ops[j].op;
    FusedChain::Step step;
    if (auto broadcast = dyn_cast<hlo::BroadcastInDimOp>(op))
      step.broadcastDimensions.emplace(broadcast.getBroadcastDimensions());
    else
      step.kind = *getElementwiseKind(op);
    step.type = ops[j].resultTypes[0];
    for (Value operand : op.getOperands())
      step.args.push_back(argumentOf(operand));
    stepOf[&op] = chain->steps.size();
    chain->steps.push_back(std::move(step));
  }
  auto type = cast<RankedTensorType>(fused.op->getResult(0).getType());
  chain->shape.assign(type.getShape().begin(), type.getShape().end());
  for (Value input : fused.operands)
    chain->splatInputs.push_back(isSplatOfShape(input, type.getShape()));
  chain->numElements = type.getNumElements();
  chain->floatSteps =
      getFloatSteps(chain->steps, static_cast<int>(fused.operands.size()),
                    chain->floatBroadcasts);
  if (chain->floatSteps.empty())
    chain->floatBroadcasts.clear();
  fused.operandSlots.assign(fused.operands.size(), kNoSlot);
  fused.lastUse.assign(fused.operands.size(), false);
  fused.fused = std::move(chain);
  result.push_back(std::move(fused));
}

/// True when `plan` is a broadcast_in_dim of a value computed by
/// ops[first..]: a broadcast reads its operand whole, and a chain has only
/// tiles of its values.
bool readsChainValue(llvm::ArrayRef<OpPlan> ops, size_t first,
                     const OpPlan &plan,
                     const llvm::DenseMap<Operation *, size_t> &positions) {
  if (!isa<hlo::BroadcastInDimOp>(plan.op))
    return false;
  Operation *def = plan.op->getOperand(0).getDefiningOp();
  auto it = def ? positions.find(def) : positions.end();
  return it != positions.end() && it->second >= first &&
         !isConstant(ops[it->second]);
}

/// The last op of the longest chain from ops[first] whose intermediate
/// values stay inside it (`first` when there is none).
size_t chainEnd(llvm::ArrayRef<OpPlan> ops, size_t first,
                const llvm::DenseMap<Operation *, size_t> &positions) {
  RankedTensorType type = fusableType(ops[first]);
  size_t last = first;
  for (size_t end = first + 1; type && end < ops.size(); ++end) {
    if (isConstant(ops[end]))
      continue;
    RankedTensorType next = fusableType(ops[end]);
    if (!next || next.getShape() != type.getShape() ||
        readsChainValue(ops, first, ops[end], positions))
      break;
    if (usesStayInside(ops, first, end, positions))
      last = end;
  }
  return last;
}

/// True when `plan` can be a chain of one step that reads a splat constant
/// of its shape: only its first tile, where the unfused op reads it whole.
bool readsSplat(const OpPlan &plan) {
  RankedTensorType type = fusableType(plan);
  return type && !isa<hlo::BroadcastInDimOp>(plan.op) &&
         llvm::any_of(plan.op->getOperands(), [&](Value v) {
           return isSplatOfShape(v, type.getShape());
         });
}

} // namespace

llvm::SmallVector<OpPlan> fuseElementwiseChains(const RegionPlan &plan) {
  llvm::ArrayRef<OpPlan> ops = plan.ops;
  llvm::DenseMap<Operation *, size_t> positions;
  for (auto [position, op] : llvm::enumerate(ops))
    positions[op.op] = position;
  llvm::SmallVector<OpPlan> result;
  size_t first = 0;
  while (first < ops.size()) {
    size_t last = chainEnd(ops, first, positions);
    if (last == first && !readsSplat(ops[first])) {
      result.push_back(ops[first++]);
      continue;
    }
    planChain(ops, first, last, result);
    first = last + 1;
  }
  return result;
}

} // namespace hlokit::interpreter
