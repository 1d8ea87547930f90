//===- IndexingTestUtils.h - helpers for the indexing gtests ----*- C++ -*-===//

#ifndef HLOKIT_UNITTESTS_ANALYSIS_INDEXINGTESTUTILS_H
#define HLOKIT_UNITTESTS_ANALYSIS_INDEXINGTESTUTILS_H

#include "hlokit/Analysis/Indexing/IndexingMap.h"
#include "hlokit/Analysis/Indexing/IndexingMapParser.h"

#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

namespace hlokit::indexing {

class IndexingTest : public ::testing::Test {
protected:
  /// Parses `text`, failing the test on malformed input.
  IndexingMap parse(llvm::StringRef text) {
    std::string error;
    std::optional<IndexingMap> map = parseIndexingMap(text, &context, &error);
    EXPECT_TRUE(map.has_value()) << error << "\n  in: " << text.str();
    return map ? *map : IndexingMap::getUndefined();
  }
  /// Parses, simplifies and prints.
  std::string simplified(llvm::StringRef text) {
    IndexingMap map = parse(text);
    map.simplify();
    return map.toString();
  }

  mlir::MLIRContext context;
};

} // namespace hlokit::indexing

#endif // HLOKIT_UNITTESTS_ANALYSIS_INDEXINGTESTUTILS_H
