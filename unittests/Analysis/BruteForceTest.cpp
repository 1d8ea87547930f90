//===- BruteForceTest.cpp - maps against hand-traced op semantics ---------===//
//
// For random shapes and attributes, every output element's set of read input
// elements is computed twice: by tracing the op's definition by hand (below,
// written from the StableHLO spec, independent of the map builders) and by
// enumerating the indexing map over its domain (range variables and
// constraints included; runtime variables fixed to their actual values).
// Random chains of ops check composition and simplification the same way.
//
//===----------------------------------------------------------------------===//

#include "BruteForceUtils.h"

#include "hlokit/Analysis/Indexing/OpIndexingMaps.h"

#include <map>

namespace hlokit::indexing {
namespace {

// --- Single ops -----------------------------------------------------------

TEST_F(BruteForceTest, Transpose) {
  for (int trial = 0; trial < 100; ++trial) {
    Shape operand = randomShape(1, 4);
    auto permutation = randomPermutation(operand.size());
    Shape result;
    for (int64_t d : permutation)
      result.push_back(operand[d]);
    expectSameAccesses(
        getTransposeOutputToInput(result, permutation, &context),
        [&](const Index &out) {
          return single(transposeTrace(out, permutation));
        },
        result);
    // Input to output: the inverse relation.
    expectSameAccesses(
        getTransposeInputToOutput(operand, permutation, &context),
        [&](const Index &in) {
          Index out;
          for (int64_t d : permutation)
            out.push_back(in[d]);
          return single(out);
        },
        operand);
  }
}

TEST_F(BruteForceTest, BroadcastInDim) {
  for (int trial = 0; trial < 100; ++trial) {
    Shape result = randomShape(1, 4);
    auto dims = randomSubset(result.size());
    Shape operand;
    for (int64_t d : dims)
      operand.push_back(pick(0, 2) == 0 ? 1 : result[d]);
    expectSameAccesses(
        getBroadcastOutputToInput(operand, result, dims, &context),
        [&](const Index &out) {
          Index in;
          for (auto [i, d] : llvm::enumerate(dims))
            in.push_back(operand[i] == 1 ? 0 : out[d]);
          return single(in);
        },
        result);
    expectSameAccesses(
        getBroadcastInputToOutput(operand, result, dims, &context),
        [&](const Index &in) {
          IndexSet outs;
          forEachIndex(boundsOf(result), [&](const Index &out) {
            Index back;
            for (auto [i, d] : llvm::enumerate(dims))
              back.push_back(operand[i] == 1 ? 0 : out[d]);
            if (back == in)
              outs.insert(out);
          });
          return outs;
        },
        operand);
  }
}

TEST_F(BruteForceTest, Reverse) {
  for (int trial = 0; trial < 100; ++trial) {
    Shape shape = randomShape(1, 4);
    auto dims = randomSubset(shape.size());
    expectSameAccesses(
        getReverseMap(shape, dims, &context),
        [&](const Index &out) {
          Index in(out);
          for (int64_t d : dims)
            in[d] = shape[d] - 1 - out[d];
          return single(in);
        },
        shape);
  }
}

TEST_F(BruteForceTest, Reduce) {
  for (int trial = 0; trial < 100; ++trial) {
    Shape operand = randomShape(1, 4);
    auto dims = randomSubset(operand.size());
    Shape result;
    for (size_t i = 0; i < operand.size(); ++i)
      if (!llvm::is_contained(dims, (int64_t)i))
        result.push_back(operand[i]);
    Tracer trace = [&](const Index &out) {
      IndexSet ins;
      forEachIndex(boundsOf(operand), [&](const Index &in) {
        Index kept;
        for (size_t i = 0; i < in.size(); ++i)
          if (!llvm::is_contained(dims, (int64_t)i))
            kept.push_back(in[i]);
        if (kept == out)
          ins.insert(in);
      });
      return ins;
    };
    expectSameAccesses(getReduceOutputToInput(operand, dims, &context), trace,
                       result);
    expectSameAccesses(
        getReduceInputToOutput(operand, dims, &context),
        [&](const Index &in) {
          Index out;
          for (size_t i = 0; i < in.size(); ++i)
            if (!llvm::is_contained(dims, (int64_t)i))
              out.push_back(in[i]);
          return single(out);
        },
        operand);
  }
}

TEST_F(BruteForceTest, Slice) {
  for (int trial = 0; trial < 100; ++trial) {
    Shape operand = randomShape(1, 3, 9);
    Shape start, strides, result;
    for (int64_t size : operand) {
      start.push_back(pick(0, size - 1));
      int64_t limit = pick(start.back() + 1, size);
      strides.push_back(pick(1, 3));
      result.push_back((limit - start.back() + strides.back() - 1) /
                       strides.back());
    }
    expectSameAccesses(
        getSliceOutputToInput(result, start, strides, &context),
        [&](const Index &out) {
          Index in;
          for (size_t i = 0; i < out.size(); ++i)
            in.push_back(start[i] + out[i] * strides[i]);
          return single(in);
        },
        result);
    expectSameAccesses(
        getSliceInputToOutput(result, start, strides, &context),
        [&](const Index &in) {
          Index out;
          for (size_t i = 0; i < in.size(); ++i) {
            int64_t offset = in[i] - start[i];
            if (offset < 0 || offset % strides[i] != 0 ||
                offset / strides[i] >= result[i])
              return IndexSet();
            out.push_back(offset / strides[i]);
          }
          return single(out);
        },
        operand);
  }
}

TEST_F(BruteForceTest, Reshape) {
  for (int trial = 0; trial < 300; ++trial) {
    int64_t elements = pick(1, 48);
    Shape from = factorShape(elements, rng), to = factorShape(elements, rng);
    expectSameAccesses(
        getReshapeMap(from, to, &context),
        [&](const Index &out) { return single(reshapeTrace(out, from, to)); },
        from);
  }
}

TEST_F(BruteForceTest, Concatenate) {
  for (int trial = 0; trial < 100; ++trial) {
    Shape base = randomShape(1, 3);
    int64_t dim = pick(0, base.size() - 1);
    llvm::SmallVector<int64_t> sizes;
    for (int64_t i = 0, n = pick(1, 3); i < n; ++i)
      sizes.push_back(pick(1, 4));
    Shape result = base;
    result[dim] = std::accumulate(sizes.begin(), sizes.end(), int64_t{0});
    int64_t offset = 0;
    for (int64_t size : sizes) {
      expectSameAccesses(
          getConcatenateOutputToInput(result, dim, offset, size, &context),
          [&](const Index &out) {
            if (out[dim] < offset || out[dim] >= offset + size)
              return IndexSet();
            Index in(out);
            in[dim] -= offset;
            return single(in);
          },
          result);
      Shape operand = base;
      operand[dim] = size;
      expectSameAccesses(
          getConcatenateInputToOutput(operand, dim, offset, &context),
          [&](const Index &in) {
            Index out(in);
            out[dim] += offset;
            return single(out);
          },
          operand);
      offset += size;
    }
  }
}

TEST_F(BruteForceTest, DotGeneral) {
  for (int trial = 0; trial < 100; ++trial) {
    int64_t batch = pick(0, 2), contracting = pick(0, 2);
    int64_t lhsFree = pick(0, 2), rhsFree = pick(0, 2);
    Shape batchSizes = randomShape(batch, batch, 3);
    Shape contractSizes = randomShape(contracting, contracting, 3);
    Shape lhsFreeSizes = randomShape(lhsFree, lhsFree, 3);
    Shape rhsFreeSizes = randomShape(rhsFree, rhsFree, 3);
    // Place batch, contracting and free dims at random positions.
    auto lhsOrder = randomPermutation(batch + contracting + lhsFree);
    auto rhsOrder = randomPermutation(batch + contracting + rhsFree);
    DotDimensions dims;
    Shape lhs(lhsOrder.size()), rhs(rhsOrder.size());
    llvm::SmallVector<int64_t> lhsFreeDims, rhsFreeDims;
    for (int64_t i = 0; i < batch; ++i) {
      dims.lhsBatch.push_back(lhsOrder[i]);
      dims.rhsBatch.push_back(rhsOrder[i]);
      lhs[lhsOrder[i]] = rhs[rhsOrder[i]] = batchSizes[i];
    }
    for (int64_t i = 0; i < contracting; ++i) {
      dims.lhsContracting.push_back(lhsOrder[batch + i]);
      dims.rhsContracting.push_back(rhsOrder[batch + i]);
      lhs[lhsOrder[batch + i]] = rhs[rhsOrder[batch + i]] = contractSizes[i];
    }
    for (int64_t i = 0; i < lhsFree; ++i) {
      lhsFreeDims.push_back(lhsOrder[batch + contracting + i]);
      lhs[lhsFreeDims.back()] = lhsFreeSizes[i];
    }
    for (int64_t i = 0; i < rhsFree; ++i) {
      rhsFreeDims.push_back(rhsOrder[batch + contracting + i]);
      rhs[rhsFreeDims.back()] = rhsFreeSizes[i];
    }
    llvm::sort(lhsFreeDims);
    llvm::sort(rhsFreeDims);
    Shape result(batchSizes);
    for (int64_t d : lhsFreeDims)
      result.push_back(lhs[d]);
    for (int64_t d : rhsFreeDims)
      result.push_back(rhs[d]);
    // result[b..., lf..., rf...] = sum_c lhs[...] * rhs[...]
    auto operandIndex = [&](const Index &out, const Index &c, bool isLhs) {
      const Shape &shape = isLhs ? lhs : rhs;
      Index in(shape.size());
      for (int64_t i = 0; i < batch; ++i)
        in[isLhs ? dims.lhsBatch[i] : dims.rhsBatch[i]] = out[i];
      for (int64_t i = 0; i < contracting; ++i)
        in[isLhs ? dims.lhsContracting[i] : dims.rhsContracting[i]] = c[i];
      auto &free = isLhs ? lhsFreeDims : rhsFreeDims;
      int64_t first = batch + (isLhs ? 0 : lhsFree);
      for (size_t i = 0; i < free.size(); ++i)
        in[free[i]] = out[first + i];
      return in;
    };
    for (unsigned operand = 0; operand < 2; ++operand) {
      expectSameAccesses(
          getDotOutputToInput(lhs, rhs, dims, operand, &context),
          [&](const Index &out) {
            IndexSet ins;
            forEachIndex(boundsOf(contractSizes), [&](const Index &c) {
              ins.insert(operandIndex(out, c, operand == 0));
            });
            return ins;
          },
          result);
      expectSameAccesses(
          getDotInputToOutput(lhs, rhs, dims, operand, &context),
          [&](const Index &in) {
            IndexSet outs;
            forEachIndex(boundsOf(result), [&](const Index &out) {
              forEachIndex(boundsOf(contractSizes), [&](const Index &c) {
                if (operandIndex(out, c, operand == 0) == in)
                  outs.insert(out);
              });
            });
            return outs;
          },
          operand == 0 ? lhs : rhs);
    }
  }
}

TEST_F(BruteForceTest, Pad) {
  for (int trial = 0; trial < 1000; ++trial) {
    Shape operand = randomShape(1, 3);
    Shape low, interior, result;
    for (int64_t size : operand) {
      interior.push_back(pick(0, 2));
      int64_t dilated = size + (size - 1) * interior.back();
      low.push_back(pick(-dilated + 1, 3));
      int64_t high = pick(std::max<int64_t>(-dilated - low.back() + 1, -3), 3);
      result.push_back(low.back() + dilated + high);
    }
    expectSameAccesses(
        getPadOutputToInput(operand, result, low, interior, &context),
        [&](const Index &out) {
          Index in;
          for (size_t i = 0; i < out.size(); ++i) {
            auto index = unpad(out[i], low[i], interior[i], operand[i]);
            if (!index)
              return IndexSet();
            in.push_back(*index);
          }
          return single(in);
        },
        result);
    expectSameAccesses(
        getPadInputToOutput(operand, result, low, interior, &context),
        [&](const Index &in) {
          Index out;
          for (size_t i = 0; i < in.size(); ++i) {
            out.push_back(low[i] + in[i] * (interior[i] + 1));
            if (out.back() < 0 || out.back() >= result[i])
              return IndexSet();
          }
          return single(out);
        },
        operand);
  }
}

TEST_F(BruteForceTest, ReduceWindow) {
  for (int trial = 0; trial < 1000; ++trial) {
    Shape operand = randomShape(1, 2, 5);
    WindowConfig window;
    Shape result;
    for (int64_t size : operand) {
      window.baseDilations.push_back(pick(1, 2));
      window.paddingLow.push_back(pick(0, 2));
      window.paddingHigh.push_back(pick(0, 2));
      int64_t padded = (size - 1) * window.baseDilations.back() + 1 +
                       window.paddingLow.back() + window.paddingHigh.back();
      window.windowDilations.push_back(pick(1, 2));
      int64_t maxWindow = (padded - 1) / window.windowDilations.back() + 1;
      window.dims.push_back(pick(1, std::min<int64_t>(maxWindow, 3)));
      window.strides.push_back(pick(1, 2));
      int64_t dilatedWindow =
          (window.dims.back() - 1) * window.windowDilations.back() + 1;
      result.push_back((padded - dilatedWindow) / window.strides.back() + 1);
    }
    expectSameAccesses(
        getReduceWindowOutputToInput(operand, result, window, &context),
        [&](const Index &out) {
          IndexSet ins;
          forEachIndex(boundsOf(window.dims), [&](const Index &w) {
            Index in;
            for (size_t i = 0; i < out.size(); ++i) {
              int64_t padded =
                  out[i] * window.strides[i] + w[i] * window.windowDilations[i];
              auto index = unpad(padded, window.paddingLow[i],
                                 window.baseDilations[i] - 1, operand[i]);
              if (!index)
                return;
              in.push_back(*index);
            }
            ins.insert(in);
          });
          return ins;
        },
        result);
  }
}

TEST_F(BruteForceTest, DynamicSliceAndUpdateSlice) {
  for (int trial = 0; trial < 100; ++trial) {
    Shape operand = randomShape(1, 3, 6);
    Shape sizes;
    Index clamped;
    for (int64_t size : operand) {
      sizes.push_back(pick(1, size));
      // Out-of-range offsets are clamped so the slice fits.
      clamped.push_back(
          std::clamp<int64_t>(pick(-3, size + 3), 0, size - sizes.back()));
    }
    expectSameAccesses(
        getDynamicSliceOutputToInput(operand, sizes, &context),
        [&](const Index &out) {
          Index in;
          for (size_t i = 0; i < out.size(); ++i)
            in.push_back(out[i] + clamped[i]);
          return single(in);
        },
        sizes, clamped);
    expectSameAccesses(
        getDynamicSliceInputToOutput(operand, sizes, &context),
        [&](const Index &in) {
          Index out;
          for (size_t i = 0; i < in.size(); ++i) {
            out.push_back(in[i] - clamped[i]);
            if (out.back() < 0 || out.back() >= sizes[i])
              return IndexSet();
          }
          return single(out);
        },
        operand, clamped);
    expectSameAccesses(
        getDynamicUpdateSliceOutputToUpdate(operand, sizes, &context),
        [&](const Index &out) {
          Index update;
          for (size_t i = 0; i < out.size(); ++i) {
            update.push_back(out[i] - clamped[i]);
            if (update.back() < 0 || update.back() >= sizes[i])
              return IndexSet();
          }
          return single(update);
        },
        operand, clamped);
    expectSameAccesses(
        getDynamicUpdateSliceUpdateToOutput(operand, sizes, &context),
        [&](const Index &update) {
          Index out;
          for (size_t i = 0; i < update.size(); ++i)
            out.push_back(update[i] + clamped[i]);
          return single(out);
        },
        sizes, clamped);
  }
}

TEST_F(BruteForceTest, Gather) {
  for (int trial = 0; trial < 100; ++trial) {
    // operand [B, X, Y] (batching dim 0 when batched), indices [B?, N, V].
    bool batched = pick(0, 1);
    Shape operand = randomShape(2, 3, 5);
    if (batched && operand.size() < 3)
      operand.insert(operand.begin(), pick(1, 3));
    GatherDimensions dims;
    llvm::SmallVector<int64_t> candidates;
    for (int64_t k = batched ? 1 : 0; k < (int64_t)operand.size(); ++k)
      candidates.push_back(k);
    std::shuffle(candidates.begin(), candidates.end(), rng);
    dims.startIndexMap.assign(candidates.begin(),
                              candidates.begin() + pick(1, candidates.size()));
    Shape indices;
    if (batched)
      indices.push_back(operand[0]);
    indices.push_back(pick(1, 3));
    dims.indexVectorDim = indices.size();
    indices.push_back(dims.startIndexMap.size());
    if (batched) {
      dims.operandBatchingDims = {0};
      dims.startIndicesBatchingDims = {0};
    }
    Shape result(indices.begin(), indices.begin() + dims.indexVectorDim);
    for (int64_t k = 0; k < (int64_t)operand.size(); ++k) {
      bool isBatching = batched && k == 0;
      bool collapse = !isBatching &&
                      llvm::is_contained(dims.startIndexMap, k) && pick(0, 1);
      dims.sliceSizes.push_back(isBatching || collapse ? 1
                                                       : pick(1, operand[k]));
      if (collapse)
        dims.collapsedSliceDims.push_back(k);
      if (!isBatching && !collapse) {
        dims.offsetDims.push_back(result.size());
        result.push_back(dims.sliceSizes.back());
      }
    }
    // Random start indices, possibly out of range.
    llvm::SmallVector<int64_t> starts;
    forEachIndex(boundsOf(indices),
                 [&](const Index &) { starts.push_back(pick(-2, 6)); });
    auto startIndex = [&](const Index &batchIndex, int64_t p) {
      Index at(batchIndex);
      at.push_back(p);
      int64_t linear = 0;
      for (size_t i = 0; i < at.size(); ++i)
        linear = linear * indices[i] + at[i];
      int64_t k = dims.startIndexMap[p];
      return std::clamp<int64_t>(starts[linear], 0,
                                 operand[k] - dims.sliceSizes[k]);
    };
    // The runtime start indices of a result element's batch.
    auto startsOf = [&](const Index &out) {
      Index batchIndex(out.begin(), out.begin() + dims.indexVectorDim);
      Index rt;
      for (size_t p = 0; p < dims.startIndexMap.size(); ++p)
        rt.push_back(startIndex(batchIndex, p));
      return rt;
    };
    IndexingMap map = getGatherOutputToOperand(operand, result, dims, &context);
    std::map<Index, IndexSet> readers; // operand index -> result indices
    forEachIndex(boundsOf(result), [&](const Index &out) {
      Index batchIndex(out.begin(), out.begin() + dims.indexVectorDim);
      Index rt = startsOf(out);
      // Per the spec: operand index = start + offset (+ batch index).
      Index in(operand.size(), 0);
      size_t nextOffset = 0;
      for (int64_t k = 0; k < (int64_t)operand.size(); ++k) {
        if (batched && k == 0) {
          in[k] = batchIndex[0];
          continue;
        }
        const int64_t *p = llvm::find(dims.startIndexMap, k);
        if (p != dims.startIndexMap.end())
          in[k] = rt[p - dims.startIndexMap.begin()];
        if (!llvm::is_contained(dims.collapsedSliceDims, k))
          in[k] += out[dims.offsetDims[nextOffset++]];
      }
      ASSERT_EQ(single(in), imageOf(map, out, rt)) << map.toString();
      readers[in].insert(out);
    });
    // Operand to result: a result element reads the operand element only
    // with its own batch's start indices.
    IndexingMap operandMap =
        getGatherOperandToOutput(operand, result, dims, &context);
    forEachIndex(boundsOf(operand), [&](const Index &in) {
      IndexSet actual;
      forEachIndex(operandMap.getRangeVarBounds(), [&](const Index &batch) {
        Index symbols(batch);
        symbols.resize(batch.size() + dims.startIndexMap.size(), 0);
        // The batch dims do not depend on the runtime variables.
        Index out = operandMap.evaluate(in, symbols);
        Index rt = startsOf(out);
        std::copy(rt.begin(), rt.end(), symbols.begin() + batch.size());
        if (operandMap.contains(in, symbols))
          actual.insert(operandMap.evaluate(in, symbols));
      });
      ASSERT_EQ(readers[in], actual) << operandMap.toString();
    });
    expectSameAccesses(
        getGatherIndicesToOutput(indices, result, dims, &context),
        [&](const Index &at) {
          IndexSet outs;
          forEachIndex(boundsOf(result), [&](const Index &out) {
            if (std::equal(out.begin(), out.begin() + dims.indexVectorDim,
                           at.begin()))
              outs.insert(out);
          });
          return outs;
        },
        indices);
    IndexingMap indicesMap =
        getGatherOutputToIndices(indices, result, dims, &context);
    expectSameAccesses(
        indicesMap,
        [&](const Index &out) {
          IndexSet ins;
          for (int64_t p = 0; p < indices.back(); ++p) {
            Index at(out.begin(), out.begin() + dims.indexVectorDim);
            at.push_back(p);
            ins.insert(at);
          }
          return ins;
        },
        result);
  }
}

// --- Random compositions ----------------------------------------------------

/// One op of a chain: its output-to-input map and its hand tracer.
struct ChainStep {
  IndexingMap map;
  Tracer trace;
  Shape inputShape;
};

class CompositionTest : public BruteForceTest {
protected:
  /// A random op producing `output` shape's input, or nullopt to retry.
  ChainStep randomStep(const Shape &output) {
    switch (pick(0, 7)) {
    case 0: { // elementwise
      return {getIdentityMap(output, &context),
              [](const Index &out) { return single(out); }, output};
    }
    case 1: { // transpose
      auto permutation = randomPermutation(output.size());
      Shape input(output.size());
      for (size_t i = 0; i < output.size(); ++i)
        input[permutation[i]] = output[i];
      return {getTransposeOutputToInput(output, permutation, &context),
              [permutation](const Index &out) {
                return single(transposeTrace(out, permutation));
              },
              input};
    }
    case 2: { // reshape
      int64_t elements = 1;
      for (int64_t size : output)
        elements *= size;
      Shape input = factorShape(elements, rng);
      return {getReshapeMap(output, input, &context),
              [output, input](const Index &out) {
                return single(reshapeTrace(out, output, input));
              },
              input};
    }
    case 3: { // reverse
      auto dims = randomSubset(output.size());
      return {getReverseMap(output, dims, &context),
              [dims, output](const Index &out) {
                Index in(out);
                for (int64_t d : dims)
                  in[d] = output[d] - 1 - out[d];
                return single(in);
              },
              output};
    }
    case 4: { // slice of a larger input
      Shape input, start, strides;
      for (int64_t size : output) {
        strides.push_back(pick(1, 2));
        start.push_back(pick(0, 2));
        input.push_back(start.back() + (size - 1) * strides.back() + 1 +
                        pick(0, 1));
      }
      return {getSliceOutputToInput(output, start, strides, &context),
              [start, strides](const Index &out) {
                Index in;
                for (size_t i = 0; i < out.size(); ++i)
                  in.push_back(start[i] + out[i] * strides[i]);
                return single(in);
              },
              input};
    }
    case 5: { // broadcast from a smaller input
      auto dims = randomSubset(output.size());
      Shape input;
      for (int64_t d : dims)
        input.push_back(output[d]);
      return {getBroadcastOutputToInput(input, output, dims, &context),
              [dims](const Index &out) {
                Index in;
                for (int64_t d : dims)
                  in.push_back(out[d]);
                return single(in);
              },
              input};
    }
    case 6: { // reduce of a larger input: new dims become range variables
      Shape input;
      llvm::SmallVector<int64_t> reduced;
      for (size_t i = 0; i <= output.size(); ++i) {
        if (pick(0, 2) == 0) {
          reduced.push_back(input.size());
          input.push_back(pick(1, 3));
        }
        if (i < output.size())
          input.push_back(output[i]);
      }
      return {getReduceOutputToInput(input, reduced, &context),
              [input, reduced](const Index &out) {
                IndexSet ins;
                forEachIndex(boundsOf(input), [&](const Index &in) {
                  Index kept;
                  for (size_t i = 0; i < in.size(); ++i)
                    if (!llvm::is_contained(reduced, (int64_t)i))
                      kept.push_back(in[i]);
                  if (kept == out)
                    ins.insert(in);
                });
                return ins;
              },
              input};
    }
    default: { // pad of a smaller input
      Shape input, low, interior;
      for (int64_t size : output) {
        interior.push_back(pick(0, 1));
        low.push_back(pick(-1, 1));
        int64_t maxSize = (size - low.back() - 1) / (interior.back() + 1) + 1;
        input.push_back(pick(1, std::max<int64_t>(maxSize, 1)));
      }
      Shape padOutput(output);
      return {getPadOutputToInput(input, output, low, interior, &context),
              [input, low, interior](const Index &out) {
                Index in;
                for (size_t i = 0; i < out.size(); ++i) {
                  auto index = unpad(out[i], low[i], interior[i], input[i]);
                  if (!index)
                    return IndexSet();
                  in.push_back(*index);
                }
                return single(in);
              },
              input};
    }
    }
  }
};

TEST_F(CompositionTest, RandomChainsMatchTracedAccesses) {
  for (int trial = 0; trial < 3000; ++trial) {
    Shape output = randomShape(1, 3);
    IndexingMap composed = getIdentityMap(output, &context);
    std::vector<Tracer> tracers;
    Shape shape = output;
    for (int64_t step = 0, n = pick(1, 5); step < n; ++step) {
      if (shape.size() > 4)
        break;
      ChainStep next = randomStep(shape);
      composed = composeIndexingMaps(composed, next.map);
      composed.simplify();
      composed.removeUnusedSymbols();
      tracers.push_back(next.trace);
      shape = next.inputShape;
    }
    expectSameAccesses(
        composed,
        [&](const Index &out) {
          IndexSet current = single(out);
          for (const Tracer &trace : tracers) {
            IndexSet next;
            for (const Index &index : current)
              next.merge(trace(index));
            current = std::move(next);
          }
          return current;
        },
        output);
    if (HasFatalFailure())
      return;
  }
}

} // namespace
} // namespace hlokit::indexing
