//===- GspmdShardingTest.cpp - parse and print of mhlo.sharding strings ---===//

#include "hlokit/Conversion/Sharding/GspmdSharding.h"

#include "gtest/gtest.h"

using namespace hlokit::gspmd;

namespace {

std::string roundTrip(llvm::StringRef text) {
  ParseError error;
  std::optional<GspmdSharding> sharding = parseGspmdSharding(text, error);
  if (!sharding)
    return "error at " + std::to_string(error.column) + ": " + error.message;
  return printGspmdSharding(*sharding);
}

TEST(GspmdShardingTest, XlaPrintedFormsRoundTripByteForByte) {
  for (const char *text : {
           "{replicated}",
           "{manual}",
           "{unknown}",
           "{unreduced}",
           "{maximal device=3}",
           "{devices=[2,1]0,1}",
           "{devices=[2,2]3,2,1,0}",
           "{devices=[2,1]<=[2]}",
           "{devices=[4,2]<=[2,4]T(1,0)}",
           "{devices=[2,1,2]<=[4] last_tile_dim_replicate}",
           "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}",
           "{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}",
           "{devices=[1,2,2]<=[4] last_tile_dims={unreduced}}",
           "{devices=[2,1]<=[2] shard_as 1}",
           "{replicated shard_like 0}",
           "{replicated metadata={op_name=\"a\" source_line=3}}",
           "{maximal device=0 metadata={{op_name=\"a\"}, {op_type=\"b}\"}}}",
           "{{replicated}, {maximal device=1}}",
           "{}",
           "{{replicated}, {replicated}, {replicated}, {replicated}, "
           "{replicated}, /*index=5*/{manual}}",
       })
    EXPECT_EQ(roundTrip(text), text);
}

TEST(GspmdShardingTest, SpellingsXlaAcceptsPrintCanonically) {
  EXPECT_EQ(roundTrip("{ replicated }"), "{replicated}");
  EXPECT_EQ(roundTrip("{device=2 maximal}"), "{maximal device=2}");
  EXPECT_EQ(roundTrip("{{replicated},{manual}}"), "{{replicated}, {manual}}");
}

TEST(GspmdShardingTest, MalformedStringsNameTheColumn) {
  EXPECT_EQ(roundTrip("replicated"),
            "error at 1: expected '{' to start sharding attribute");
  EXPECT_EQ(roundTrip("{replicated"),
            "error at 12: expected '}' to end sharding attribute");
  EXPECT_EQ(roundTrip("{devices=[2,1]0,1"),
            "error at 18: expected '}' to end sharding attribute");
  EXPECT_EQ(roundTrip("{devices=2,1]0,1}"),
            "error at 10: expected '[' to start sharding devices shape");
  EXPECT_EQ(roundTrip("{devices=[2,1]0}"),
            "error at 2: non-maximal shardings must have more than one device "
            "assigned");
  EXPECT_EQ(roundTrip("{devices=[2,2]0,1,2}"),
            "error at 2: sharding device count 3 does not match the tile "
            "assignment size 4");
  EXPECT_EQ(roundTrip("{devices=[4]<=[2,2]}"),
            "error at 20: expected 'T(' to start sharding devices "
            "iota_transpose_perm");
  EXPECT_EQ(roundTrip("{devices=[4]<=[2,2]T(0,0)}"),
            "error at 22: iota_transpose_perm is not a permutation of the 2 "
            "iota_reshape_dims");
  EXPECT_EQ(roundTrip("{devices=[4]<=[8]}"),
            "error at 2: iota tile assignment size 8 does not match the tile "
            "assignment dimensions product 4");
  EXPECT_EQ(roundTrip("{replicated devices=[2]0,1}"),
            "error at 2: replicated shardings should not have any devices "
            "assigned");
  EXPECT_EQ(roundTrip("{maximal}"),
            "error at 2: maximal shardings should have exactly one device "
            "assigned");
  EXPECT_EQ(roundTrip("{maximal device=x}"),
            "error at 10: device= attribute must be an integer");
  EXPECT_EQ(roundTrip("{foo=1}"),
            "error at 2: unknown attribute in sharding: expected device=, "
            "devices=, metadata= or last_tile_dims=");
  EXPECT_EQ(roundTrip("{replicated bogus}"),
            "error at 13: unexpected token 'bogus'");
  EXPECT_EQ(roundTrip("{replicated} x"),
            "error at 14: unexpected text after the sharding");
  EXPECT_EQ(roundTrip("{devices=[2]0,1 last_tile_dims={bogus}}"),
            "error at 33: expected a sharding type (manual, replicated or "
            "unreduced) in last_tile_dims");
  EXPECT_EQ(roundTrip("{replicated metadata={op_name=\"}"),
            "error at 22: unterminated metadata");
  EXPECT_EQ(roundTrip("{mesh[\"a\"=2], [{\"a\"}]}"),
            "error at 2: named shardings ({mesh...}) are not supported");
  EXPECT_EQ(roundTrip("{devices=[2,2]<=[4] last_tile_dim_replicate "
                      "last_tile_dims={manual}}"),
            "error at 2: last_tile_dim_replicate and last_tile_dims= cannot "
            "both be given");
  EXPECT_EQ(roundTrip("{devices=[2,0]0,1}"),
            "error at 11: dimension sizes must be at least 1");
  EXPECT_EQ(roundTrip("{devices=[4]<=[4,0]T(0,1)}"),
            "error at 16: dimension sizes must be at least 1");
  EXPECT_EQ(roundTrip("{devices=[4294967296,4294967296]<=[2]}"),
            "error at 11: the product of the dimension sizes overflows");
  EXPECT_EQ(roundTrip("{devices=[99999999999999999999]0,1}"),
            "error at 11: expected a tile assignment dimension");
  EXPECT_EQ(roundTrip("{devices=[2]<=[2] last_tile_dims={manual, manual}}"),
            "error at 2: last_tile_dims= names 2 subgroup dimensions but the "
            "tile assignment has 1");
}

TEST(GspmdShardingTest, IotaDevicesMaterialize) {
  ParseError error;
  std::optional<GspmdSharding> sharding =
      parseGspmdSharding("{devices=[2,3]<=[3,2]T(1,0)}", error);
  ASSERT_TRUE(sharding);
  EXPECT_EQ(sharding->materializeDevices(),
            (llvm::SmallVector<int64_t>{0, 2, 4, 1, 3, 5}));
  EXPECT_EQ(sharding->numDataDims(), 2);
}

TEST(GspmdShardingTest, CanonicalIotaFollowsXla) {
  auto canonical = [](llvm::SmallVector<int64_t> dims,
                      llvm::SmallVector<int64_t> perm) {
    IotaDevices iota = canonicalizeIota(IotaDevices{dims, perm});
    GspmdSharding s;
    s.kind = ShardingKind::Tiled;
    s.tileDims = {1};
    s.iota = iota;
    return printGspmdSharding(s);
  };
  // The examples of XLA's tile_assignment.cc.
  EXPECT_EQ(canonical({3, 4, 5}, {0, 1, 2}), "{devices=[1]<=[60]}");
  EXPECT_EQ(canonical({3, 4, 5}, {2, 1, 0}), "{devices=[1]<=[3,4,5]T(2,1,0)}");
  EXPECT_EQ(canonical({3, 4, 5}, {1, 2, 0}), "{devices=[1]<=[3,20]T(1,0)}");
  EXPECT_EQ(canonical({3, 4, 5}, {2, 0, 1}), "{devices=[1]<=[12,5]T(1,0)}");
  EXPECT_EQ(canonical({1, 3, 1, 4, 1, 5}, {4, 3, 2, 5, 1, 0}),
            "{devices=[1]<=[3,20]T(1,0)}");
  EXPECT_EQ(canonical({1, 1}, {1, 0}), "{devices=[1]<=[1]}");
}

} // namespace
