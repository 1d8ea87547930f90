//===- OpIndexingMapsTest.cpp - per-op maps in XLA's form -----------------===//
//
// Expected texts are those of XLA's indexing analysis document and XLA's
// indexing_analysis tests for the same shapes and attributes.
//
//===----------------------------------------------------------------------===//

#include "IndexingTestUtils.h"

#include "hlokit/Analysis/Indexing/OpIndexingMaps.h"

namespace hlokit::indexing {
namespace {

using OpIndexingMapsTest = IndexingTest;

TEST_F(OpIndexingMapsTest, Elementwise) {
  EXPECT_EQ(getIdentityMap({10, 20}, &context).toString(),
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]");
  EXPECT_EQ(getScalarOperandMap({10, 20}, &context).toString(),
            "(d0, d1) -> (), domain: d0 in [0, 9], d1 in [0, 19]");
  EXPECT_EQ(getScalarToOutputMap({10}, &context).toString(),
            "()[s0] -> (s0), domain: s0 in [0, 9]");
}

TEST_F(OpIndexingMapsTest, Broadcast) {
  EXPECT_EQ(
      getBroadcastOutputToInput({20}, {10, 20, 30}, {1}, &context).toString(),
      "(d0, d1, d2) -> (d1), domain: d0 in [0, 9], d1 in [0, 19], d2 in "
      "[0, 29]");
  EXPECT_EQ(
      getBroadcastInputToOutput({20}, {10, 20, 30}, {1}, &context).toString(),
      "(d0)[s0, s1] -> (s0, d0, s1), domain: d0 in [0, 19], s0 in [0, "
      "9], s1 in [0, 29]");
  // A size-1 operand dim broadcast to a larger result dim reads index 0.
  EXPECT_EQ(
      getBroadcastOutputToInput({1, 3}, {4, 3}, {0, 1}, &context).toString(),
      "(d0, d1) -> (0, d1), domain: d0 in [0, 3], d1 in [0, 2]");
  EXPECT_EQ(
      getBroadcastInputToOutput({1, 3}, {4, 3}, {0, 1}, &context).toString(),
      "(d0, d1)[s0] -> (s0, d1), domain: d0 in [0, 0], d1 in [0, 2], s0 "
      "in [0, 3]");
}

TEST_F(OpIndexingMapsTest, Transpose) {
  EXPECT_EQ(
      getTransposeOutputToInput({3, 6, 128, 12288}, {0, 2, 3, 1}, &context)
          .toString(),
      "(d0, d1, d2, d3) -> (d0, d3, d1, d2), domain: d0 in [0, 2], d1 "
      "in [0, 5], d2 in [0, 127], d3 in [0, 12287]");
  EXPECT_EQ(
      getTransposeInputToOutput({3, 12288, 6, 128}, {0, 2, 3, 1}, &context)
          .toString(),
      "(d0, d1, d2, d3) -> (d0, d2, d3, d1), domain: d0 in [0, 2], d1 "
      "in [0, 12287], d2 in [0, 5], d3 in [0, 127]");
}

TEST_F(OpIndexingMapsTest, Reverse) {
  EXPECT_EQ(getReverseMap({1, 17, 9, 9}, {1, 2}, &context).toString(),
            "(d0, d1, d2, d3) -> (d0, -d1 + 16, -d2 + 8, d3), domain: d0 in "
            "[0, 0], d1 in [0, 16], d2 in [0, 8], d3 in [0, 8]");
}

TEST_F(OpIndexingMapsTest, Reduce) {
  EXPECT_EQ(
      getReduceOutputToInput({150, 20, 10, 50}, {3, 1}, &context).toString(),
      "(d0, d1)[s0, s1] -> (d0, s0, d1, s1), domain: d0 in [0, 149], d1 "
      "in [0, 9], s0 in [0, 19], s1 in [0, 49]");
  EXPECT_EQ(
      getReduceInputToOutput({150, 20, 10, 50}, {3, 1}, &context).toString(),
      "(d0, d1, d2, d3) -> (d0, d2), domain: d0 in [0, 149], d1 in [0, "
      "19], d2 in [0, 9], d3 in [0, 49]");
  EXPECT_EQ(getReduceOutputToInput({256, 10}, {0}, &context).toString(),
            "(d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]");
}

TEST_F(OpIndexingMapsTest, Slice) {
  EXPECT_EQ(getSliceOutputToInput({5, 3, 25}, {5, 3, 0}, {1, 7, 2}, &context)
                .toString(),
            "(d0, d1, d2) -> (d0 + 5, d1 * 7 + 3, d2 * 2), domain: d0 in [0, "
            "4], d1 in [0, 2], d2 in [0, 24]");
  EXPECT_EQ(getSliceInputToOutput({5, 3, 25}, {5, 3, 0}, {1, 7, 2}, &context)
                .toString(),
            "(d0, d1, d2) -> (d0 - 5, (d1 - 3) floordiv 7, d2 floordiv 2), "
            "domain: d0 in [5, 9], d1 in [3, 17], d2 in [0, 48], (d1 - 3) mod "
            "7 in [0, 0], d2 mod 2 in [0, 0]");
}

TEST_F(OpIndexingMapsTest, Reshape) {
  // Collapse, expand, and the indexing analysis document's two generic reshapes.
  EXPECT_EQ(getReshapeMap({32}, {4, 8}, &context).toString(),
            "(d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 31]");
  EXPECT_EQ(getReshapeMap({4, 8}, {32}, &context).toString(),
            "(d0, d1) -> (d0 * 8 + d1), domain: d0 in [0, 3], d1 in [0, 7]");
  EXPECT_EQ(getReshapeMap({2, 4, 4}, {4, 8}, &context).toString(),
            "(d0, d1, d2) -> (d0 * 2 + d1 floordiv 2, (d1 mod 2) * 4 + d2), "
            "domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 3]");
  EXPECT_EQ(getReshapeMap({4, 8}, {2, 4, 4}, &context).toString(),
            "(d0, d1) -> (d0 floordiv 2, (d0 mod 2) * 2 + d1 floordiv 4, d1 "
            "mod 4), domain: d0 in [0, 3], d1 in [0, 7]");
  EXPECT_EQ(getReshapeMap({32, 3, 4}, {4, 8, 12}, &context).toString(),
            "(d0, d1, d2) -> (d0 floordiv 8, d0 mod 8, d1 * 4 + d2), domain: "
            "d0 in [0, 31], d1 in [0, 2], d2 in [0, 3]");
  EXPECT_EQ(getReshapeMap({4, 8, 12}, {32, 3, 4}, &context).toString(),
            "(d0, d1, d2) -> (d0 * 8 + d1, d2 floordiv 4, d2 mod 4), domain: "
            "d0 in [0, 3], d1 in [0, 7], d2 in [0, 11]");
  EXPECT_EQ(getReshapeMap({1, 32}, {32}, &context).toString(),
            "(d0, d1) -> (d0 * 32 + d1), domain: d0 in [0, 0], d1 in [0, 31]");
  EXPECT_EQ(getReshapeMap({0}, {1, 0, 0}, &context).toString(), "KNOWN EMPTY");
}

TEST_F(OpIndexingMapsTest, Concatenate) {
  EXPECT_EQ(getConcatenateOutputToInput({3, 80}, 1, 0, 50, &context).toString(),
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 2], d1 in [0, 49]");
  EXPECT_EQ(
      getConcatenateOutputToInput({3, 80}, 1, 50, 30, &context).toString(),
      "(d0, d1) -> (d0, d1 - 50), domain: d0 in [0, 2], d1 in [50, 79]");
  EXPECT_EQ(getConcatenateInputToOutput({3, 30}, 1, 50, &context).toString(),
            "(d0, d1) -> (d0, d1 + 50), domain: d0 in [0, 2], d1 in [0, 29]");
}

TEST_F(OpIndexingMapsTest, Dot) {
  DotDimensions dims{{0}, {0}, {2}, {1}};
  EXPECT_EQ(getDotOutputToInput({4, 128, 256}, {4, 256, 64}, dims, 0, &context)
                .toString(),
            "(d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 3], d1 in "
            "[0, 127], d2 in [0, 63], s0 in [0, 255]");
  EXPECT_EQ(getDotOutputToInput({4, 128, 256}, {4, 256, 64}, dims, 1, &context)
                .toString(),
            "(d0, d1, d2)[s0] -> (d0, s0, d2), domain: d0 in [0, 3], d1 in "
            "[0, 127], d2 in [0, 63], s0 in [0, 255]");
  EXPECT_EQ(getDotInputToOutput({4, 128, 256}, {4, 256, 64}, dims, 0, &context)
                .toString(),
            "(d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 3], d1 in "
            "[0, 127], d2 in [0, 255], s0 in [0, 63]");
  EXPECT_EQ(getDotInputToOutput({4, 128, 256}, {4, 256, 64}, dims, 1, &context)
                .toString(),
            "(d0, d1, d2)[s0] -> (d0, s0, d2), domain: d0 in [0, 3], d1 in "
            "[0, 255], d2 in [0, 63], s0 in [0, 127]");
  // XLA's DotOp test: several batch and contracting dims.
  DotDimensions many{{5, 1}, {1, 5}, {4, 2}, {3, 0}};
  EXPECT_EQ(getDotOutputToInput({4, 38, 17, 11, 18, 10},
                                {17, 10, 16, 18, 22, 38}, many, 0, &context)
                .toString(),
            "(d0, d1, d2, d3, d4, d5)[s0, s1] -> (d2, d1, s1, d3, s0, d0), "
            "domain: d0 in [0, 9], d1 in [0, 37], d2 in [0, 3], d3 in [0, "
            "10], d4 in [0, 15], d5 in [0, 21], s0 in [0, 17], s1 in [0, 16]");
  EXPECT_EQ(getDotOutputToInput({4, 38, 17, 11, 18, 10},
                                {17, 10, 16, 18, 22, 38}, many, 1, &context)
                .toString(),
            "(d0, d1, d2, d3, d4, d5)[s0, s1] -> (s1, d0, d4, s0, d5, d1), "
            "domain: d0 in [0, 9], d1 in [0, 37], d2 in [0, 3], d3 in [0, "
            "10], d4 in [0, 15], d5 in [0, 21], s0 in [0, 17], s1 in [0, 16]");
}

TEST_F(OpIndexingMapsTest, Pad) {
  EXPECT_EQ(getPadOutputToInput({4, 4}, {12, 16}, {1, 4}, {1, 0}, &context)
                .toString(),
            "(d0, d1) -> ((d0 - 1) floordiv 2, d1 - 4), domain: d0 in [1, 7], "
            "d1 in [4, 7], (d0 - 1) mod 2 in [0, 0]");
  EXPECT_EQ(getPadOutputToInput({7}, {5}, {-3}, {1}, &context).toString(),
            "(d0) -> ((d0 + 3) floordiv 2), domain: d0 in [0, 4], (d0 + 3) mod "
            "2 in [0, 0]");
  EXPECT_EQ(getPadInputToOutput({7}, {5}, {-3}, {1}, &context).toString(),
            "(d0) -> (d0 * 2 - 3), domain: d0 in [2, 3]");
}

TEST_F(OpIndexingMapsTest, ReduceWindow) {
  WindowConfig noPadding{{1, 512}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}};
  EXPECT_EQ(
      getReduceWindowOutputToInput({1024, 514}, {1024, 3}, noPadding, &context)
          .toString(),
      "(d0, d1)[s0] -> (d0, d1 + s0), domain: d0 in [0, 1023], d1 in "
      "[0, 2], s0 in [0, 511]");
  WindowConfig padded{{3, 2}, {2, 1}, {1, 1}, {1, 1}, {1, 0}, {1, 1}};
  EXPECT_EQ(getReduceWindowOutputToInput({13, 17}, {7, 17}, padded, &context)
                .toString(),
            "(d0, d1)[s0, s1] -> (d0 * 2 + s0 - 1, d1 + s1), domain: d0 in "
            "[0, 6], d1 in [0, 16], s0 in [0, 2], s1 in [0, 1], d0 * 2 + s0 "
            "in [1, 13], d1 + s1 in [0, 16]");
  EXPECT_EQ(getReduceWindowInputToOutput({13, 17}, {7, 17}, padded, &context)
                .toString(),
            "(d0, d1)[s0, s1] -> ((d0 - s0 + 1) floordiv 2, d1 - s1), domain: "
            "d0 in [0, 12], d1 in [0, 16], s0 in [0, 2], s1 in [0, 1], (d0 - "
            "s0 + 1) mod 2 in [0, 0], d0 - s0 in [-1, 11], d1 - s1 in [0, 16]");
  WindowConfig baseDilated{{1, 1}, {1, 1}, {2, 2}, {1, 1}, {0, 0}, {0, 0}};
  EXPECT_EQ(getReduceWindowOutputToInput({2, 3}, {3, 5}, baseDilated, &context)
                .toString(),
            "(d0, d1) -> (d0 floordiv 2, d1 floordiv 2), domain: d0 in [0, 2], "
            "d1 in [0, 4], d0 mod 2 in [0, 0], d1 mod 2 in [0, 0]");
  WindowConfig windowDilated{{2, 1}, {1, 1}, {1, 1}, {3, 1}, {0, 0}, {0, 0}};
  EXPECT_EQ(
      getReduceWindowOutputToInput({7, 3}, {4, 3}, windowDilated, &context)
          .toString(),
      "(d0, d1)[s0] -> (d0 + s0 * 3, d1), domain: d0 in [0, 3], d1 in "
      "[0, 2], s0 in [0, 1]");
}

TEST_F(OpIndexingMapsTest, DynamicSliceAndUpdateSlice) {
  EXPECT_EQ(getDynamicSliceOutputToInput({2, 2, 258}, {1, 2, 32}, &context)
                .toString(),
            "(d0, d1, d2){rt0, rt1, rt2} -> (d0 + rt0, d1 + rt1, d2 + rt2), "
            "domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31], rt0 in [0, 1], "
            "rt1 in [0, 0], rt2 in [0, 226]");
  EXPECT_EQ(
      getDynamicSliceInputToOutput({2, 258}, {2, 32}, &context).toString(),
      "(d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 1], "
      "d1 in [0, 257], rt0 in [0, 0], rt1 in [0, 226], d0 - rt0 in [0, "
      "1], d1 - rt1 in [0, 31]");
  EXPECT_EQ(getDynamicUpdateSliceOutputToUpdate({20, 30}, {5, 10}, &context)
                .toString(),
            "(d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, "
            "19], d1 in [0, 29], rt0 in [0, 15], rt1 in [0, 20], d0 - rt0 in "
            "[0, 4], d1 - rt1 in [0, 9]");
  EXPECT_EQ(getDynamicUpdateSliceUpdateToOutput({20, 30}, {5, 10}, &context)
                .toString(),
            "(d0, d1){rt0, rt1} -> (d0 + rt0, d1 + rt1), domain: d0 in [0, 4], "
            "d1 in [0, 9], rt0 in [0, 15], rt1 in [0, 20]");
}

TEST_F(OpIndexingMapsTest, Gather) {
  GatherDimensions dims;
  dims.offsetDims = {1, 2, 3};
  dims.startIndexMap = {0, 1};
  dims.indexVectorDim = 1;
  dims.sliceSizes = {7, 8, 4};
  EXPECT_EQ(
      getGatherOutputToOperand({33, 76, 70}, {1806, 7, 8, 4}, dims, &context)
          .toString(),
      "(d0, d1, d2, d3){rt0, rt1} -> (d1 + rt0, d2 + rt1, d3), domain: "
      "d0 in [0, 1805], d1 in [0, 6], d2 in [0, 7], d3 in [0, 3], rt0 in "
      "[0, 26], rt1 in [0, 68]");
  EXPECT_EQ(getGatherOutputToIndices({1806, 2}, {1806, 7, 8, 4}, dims, &context)
                .toString(),
            "(d0, d1, d2, d3)[s0] -> (d0, s0), domain: d0 in [0, 1805], d1 in "
            "[0, 6], d2 in [0, 7], d3 in [0, 3], s0 in [0, 1]");
  // Beyond XLA: an operand element is read by the result elements whose
  // batch's slice covers it.
  EXPECT_EQ(
      getGatherOperandToOutput({33, 76, 70}, {1806, 7, 8, 4}, dims, &context)
          .toString(),
      "(d0, d1, d2)[s0]{rt0, rt1} -> (s0, d0 - rt0, d1 - rt1, d2), "
      "domain: d0 in [0, 32], d1 in [0, 75], d2 in [0, 3], s0 in [0, "
      "1805], rt0 in [0, 26], rt1 in [0, 68], d0 - rt0 in [0, 6], d1 - "
      "rt1 in [0, 7]");
  EXPECT_EQ(getGatherIndicesToOutput({1806, 2}, {1806, 7, 8, 4}, dims, &context)
                .toString(),
            "(d0, d1)[s0, s1, s2] -> (d0, s0, s1, s2), domain: d0 in [0, "
            "1805], d1 in [0, 1], s0 in [0, 6], s1 in [0, 7], s2 in [0, 3]");
  // Batching dims: operand dim 0 follows indices dim 0 (result dim 0).
  GatherDimensions batched;
  batched.offsetDims = {2};
  batched.collapsedSliceDims = {1};
  batched.operandBatchingDims = {0};
  batched.startIndicesBatchingDims = {0};
  batched.startIndexMap = {1};
  batched.indexVectorDim = 2;
  batched.sliceSizes = {1, 1, 5};
  EXPECT_EQ(getGatherOutputToOperand({3, 10, 5}, {3, 4, 5}, batched, &context)
                .toString(),
            "(d0, d1, d2){rt0} -> (d0, rt0, d2), domain: d0 in [0, 2], d1 in "
            "[0, 3], d2 in [0, 4], rt0 in [0, 9]");
}

} // namespace
} // namespace hlokit::indexing
