import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A file store keeps the record it last read or wrote: it reads the file again only when the
/// file changed, sees every write of another store over the same file, and writes only a change.
struct FileDeliveryRecordStoreCacheTests {
  /// How many sequences of writes and reads the two-store property runs.
  static let cases = ProcessInfo.processInfo.environment["NICE_RECORD_CACHE_CASES"].flatMap(Int.init) ?? 30

  /// What identifies the file at `url` on disk: a rewrite makes a new file, with a new date.
  static func identity(of url: URL) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let number = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970
    return "\(String(describing: number)) \(String(describing: date))"
  }

  /// A record of three evening doses in Berlin around the night its clocks spring forward; every
  /// `variant` below 10 encodes to the same number of bytes.
  static func record(_ variant: Int) -> DeliveryRecord {
    var record = DeliveryRecord()
    record.occurrences = (0..<3).map { day in
      let date = DateBuilder.Context.fixed(2026, 3, 28 + day, 20, 0, in: "Europe/Berlin").now
      return DeliveryRecord.Occurrence(
        identifier: "pills:\(variant % 10):2026032\(8 + day)T200000", group: "pills", fireDate: date,
        isFloating: true, plannedTimeZone: "Europe/Berlin")
    }
    return record
  }

  enum Step: Hashable, CustomStringConvertible {
    case write(store: Int, variant: Int)
    case read(store: Int)

    var description: String {
      switch self {
      case let .write(store, variant): "store \(store) writes variant \(variant)"
      case let .read(store): "store \(store) reads"
      }
    }
  }

  @Test func everyReadSeesTheLastWriteOfEitherStoreOverTheFile() async {
    await expectProperty(
      "two stores over one file read the last record written", iterations: Self.cases,
      generate: { generator -> [Step] in
        (0..<Int.random(in: 2...12, using: &generator)).map { _ in
          let store = Int.random(in: 0..<2, using: &generator)
          return Bool.random(using: &generator)
            ? .write(store: store, variant: Int.random(in: 0..<10, using: &generator)) : .read(store: store)
        }
      },
      shrink: { Shrink.array($0) },
      property: { steps in
        try await withTemporaryDirectory { directory in
          let url = directory.appendingPathComponent("Deliveries.json")
          let stores = [FileDeliveryRecordStore(fileURL: url), FileDeliveryRecordStore(fileURL: url)]
          var last = DeliveryRecord()
          for step in steps {
            switch step {
            case let .write(store, variant):
              last = Self.record(variant)
              try await stores[store].saveDeliveryRecord(last)
            case let .read(store):
              guard try await stores[store].deliveryRecord() == last else { return false }
            }
          }
          for store in stores where try await store.deliveryRecord() != last { return false }
          return true
        }
      })
  }

  @Test func aStoreSeesAWriteOfTheSameSizeByAnotherStore() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("Deliveries.json")
      let app = FileDeliveryRecordStore(fileURL: url)
      let extensionStore = FileDeliveryRecordStore(fileURL: url)
      try await app.saveDeliveryRecord(Self.record(1))
      #expect(try await app.deliveryRecord() == Self.record(1))
      let size = try Data(contentsOf: url).count
      try await extensionStore.saveDeliveryRecord(Self.record(2))
      #expect(try Data(contentsOf: url).count == size)
      #expect(try await app.deliveryRecord() == Self.record(2))
    }
  }

  @Test func savingTheRecordTheFileHoldsWritesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("Deliveries.json")
      let store = FileDeliveryRecordStore(fileURL: url)
      try await store.saveDeliveryRecord(DeliveryRecord())
      #expect(!FileManager.default.fileExists(atPath: url.path))  // a missing file is that record
      try await store.saveDeliveryRecord(Self.record(1))
      let written = try Self.identity(of: url)
      try await store.saveDeliveryRecord(Self.record(1))
      #expect(try Self.identity(of: url) == written)
      // A store that has not read the file yet compares with what it holds.
      try await FileDeliveryRecordStore(fileURL: url).saveDeliveryRecord(Self.record(1))
      #expect(try Self.identity(of: url) == written)
      try await store.saveDeliveryRecord(Self.record(2))
      #expect(try Self.identity(of: url) != written)
      #expect(try await FileDeliveryRecordStore(fileURL: url).deliveryRecord() == Self.record(2))
    }
  }

  @Test func anUnchangedRescheduleDoesNotRewriteTheFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("Deliveries.json")
      let store = FileDeliveryRecordStore(fileURL: url)
      let (simulator, notifications) = DeliveryRecordStoreTests.device(store)
      #expect(await notifications.rescheduleAll().added.count == 3)
      let written = try Self.identity(of: url)
      let again = await notifications.rescheduleAll()
      #expect(again.added.isEmpty && again.removed.isEmpty && again.deliveryRecordError == nil)
      #expect(try Self.identity(of: url) == written)
      #expect(try await store.deliveryRecord().runs.count == 1)
      // An hour later the run is new, and the file is written.
      await simulator.advance(by: 3_600)
      #expect(await notifications.rescheduleAll().deliveryRecordError == nil)
      #expect(try Self.identity(of: url) != written)
      #expect(try await FileDeliveryRecordStore(fileURL: url).deliveryRecord().runs.count == 2)
    }
  }

  @Test func aFileCorruptedAfterTheStoreReadItIsNeverOverwritten() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("Deliveries.json")
      let store = FileDeliveryRecordStore(fileURL: url)
      let (simulator, notifications) = DeliveryRecordStoreTests.device(store)
      #expect(await notifications.rescheduleAll().deliveryRecordError == nil)
      #expect(try await store.deliveryRecord().runs.count == 1)
      try Data("not json".utf8).write(to: url, options: .atomic)
      await simulator.advance(by: 3_600)
      let report = await notifications.rescheduleAll()
      guard case .corruptFile(let path, _)? = report.deliveryRecordError else {
        Issue.record("expected a corrupt-file error, got \(String(describing: report.deliveryRecordError))")
        return
      }
      #expect(path == url.path)
      #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "not json")
      await #expect(throws: DeliveryRecordStoreError.self) { try await store.deliveryRecord() }
    }
  }
}
