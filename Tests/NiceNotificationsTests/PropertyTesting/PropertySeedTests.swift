import PropertyTesting
import Testing

struct PropertySeedTests {
  @Test func explicitSeedWinsOverTheEnvironment() {
    #expect(PropertySeed.resolve(explicit: 7, environment: ["NICE_SEED": "9"]) == 7)
  }

  @Test func environmentSeedIsReadWhenNoneIsGiven() {
    #expect(PropertySeed.resolve(explicit: nil, environment: ["NICE_SEED": "9"]) == 9)
    #expect(PropertySeed.resolve(explicit: nil, environment: ["NICE_SEED": " 0x1F "]) == 31)
  }

  @Test func fixedDefaultWithoutEnvironment() {
    #expect(PropertySeed.resolve(explicit: nil, environment: [:]) == PropertySeed.defaultSeed)
    #expect(PropertySeed.resolve(explicit: nil, environment: ["NICE_SEED": ""]) == PropertySeed.defaultSeed)
  }

  @Test func parsesDecimalAndHexadecimal() {
    #expect(PropertySeed.parse("42") == 42)
    #expect(PropertySeed.parse("0x2A") == 42)
    #expect(PropertySeed.parse("18446744073709551615") == .max)
  }

  @Test func otherTextIsHashedReproducibly() {
    #expect(PropertySeed.parse("banana") == PropertySeed.parse("banana"))
    #expect(PropertySeed.parse("banana") != PropertySeed.parse("bananas"))
    // FNV-1a of the empty string is its offset basis.
    #expect(PropertySeed.parse("") == 0xCBF2_9CE4_8422_2325)
  }

  @Test func randomGivesFreshSeeds() {
    #expect(PropertySeed.parse("random") != PropertySeed.parse("random"))
  }
}
