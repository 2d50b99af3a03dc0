import Foundation

extension FileDeliveryRecordStore {
  /// Where ``standard`` keeps the record, under the app's Application Support directory.
  static let standardRelativePath = "NiceNotifications/DeliveryRecord.json"

  /// The store ``LocalNotifications/system(_:permissionStore:policy:handledStore:deliveryRecordStore:)``
  /// keeps the record in unless given another: `<Application Support>/NiceNotifications/DeliveryRecord.json`.
  ///
  /// ```swift
  /// let audit = try await LocalNotifications.system().deliveryAudit()  // over this store
  /// let record = try await FileDeliveryRecordStore.standard.deliveryRecord()
  /// ```
  ///
  /// One instance per process, so that every instance of the front door that uses it shares one
  /// actor over the file. On Linux, Application Support is `~/.local/share` (or
  /// `$XDG_DATA_HOME`). Where the directory cannot be determined, every call throws
  /// ``DeliveryRecordStoreError/ioFailure(path:reason:)`` saying so, and reports and the audit
  /// carry that error; its ``fileURL`` is then the relative path, which it never opens.
  public static let standard = standardStore(
    applicationSupport: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
  )

  /// The standard store for an app whose Application Support directory is `applicationSupport`,
  /// or one that throws at every call when it is `nil`.
  static func standardStore(applicationSupport: URL?) -> FileDeliveryRecordStore {
    guard let applicationSupport, applicationSupport.isFileURL else {
      return FileDeliveryRecordStore(
        unlocatable: standardRelativePath, path: "<Application Support>/\(standardRelativePath)",
        reason: "the app's Application Support directory could not be determined")
    }
    return FileDeliveryRecordStore(fileURL: applicationSupport.appendingPathComponent(standardRelativePath))
  }
}
