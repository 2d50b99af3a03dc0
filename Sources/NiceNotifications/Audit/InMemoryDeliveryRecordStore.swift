import DateBuilder

/// A delivery-record store in memory, for tests, previews and apps that audit one launch at a time:
/// `LocalNotifications(center: center, permissionStore: store,
/// deliveryRecordStore: InMemoryDeliveryRecordStore())`.
public final class InMemoryDeliveryRecordStore: DeliveryRecordStore {
  private let record = Locked(DeliveryRecord())

  /// Creates an empty store: `InMemoryDeliveryRecordStore()`.
  public init() {}

  /// The record; never throws.
  public func deliveryRecord() async -> DeliveryRecord { record.withLock { $0 } }

  /// Keeps the record; never throws.
  public func saveDeliveryRecord(_ record: DeliveryRecord) async { self.record.withLock { $0 = record } }
}
