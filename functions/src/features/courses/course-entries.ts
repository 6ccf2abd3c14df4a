/** A page of a patient's course as the course page shows it (CourseEntrySchema): pure, from the stored orders. */
import { courseLineOf, courseOf, courseText, nextSupplyFrom, repeatsLeft, type CourseEntry } from '@pharmacy/shared';
import type { OrderRecord } from '../orders/index.ts';
import { anchorOf } from './course-record.ts';

/** Each item of the orders that is for the patient, newest order first; its course read from the course's first order. */
export function courseEntries(orders: readonly OrderRecord[], anchors: ReadonlyMap<string, OrderRecord>, patientId: string): CourseEntry[] {
  return orders.flatMap((order) =>
    order.items.flatMap((item, itemIndex): CourseEntry[] => {
      if (item.patient?.patientId !== patientId) return [];
      const at = anchorOf(order, itemIndex);
      const anchorItem = anchors.get(at.requestId)?.items[at.itemIndex] ?? item;
      const course = courseOf(anchorItem);
      const left = repeatsLeft(course);
      return [
        {
          requestId: order.requestId,
          itemIndex,
          orderedAt: order.createdAt.toISOString(),
          status: order.status,
          ...courseLineOf(item),
          repeats: course.repeats,
          repeatsLeft: left,
          supplies: (anchorItem.supplies ?? []).map(({ repeat, at: suppliedAt, requestId }) => ({ repeat, at: suppliedAt, requestId })),
          nextFrom: left > 0 ? nextSupplyFrom(course) : null,
          courseText: courseText(course),
          nextSupplyOf: order.nextSupplyOf ? { requestId: order.nextSupplyOf.requestId, itemIndex: order.nextSupplyOf.itemIndex, repeat: order.nextSupplyOf.repeat, repeats: order.nextSupplyOf.repeats } : null,
          dueRemindersOff: anchorItem.dueRemindersOff ?? false,
        },
      ];
    }),
  );
}
