package org.reactivebench.operations.web;

import java.util.Collection;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.http.HttpStatus;

/**
 * The check a ?page&size&sort request gets before it reaches a repository, the same in every variant.
 * Spring Data's own leniency stays (a negative or unreadable page is page 0, a size below 1 or unreadable
 * is the default, a size over 2000 is 2000), but two things are refused with 400 instead of being left
 * to the store, where each store answered differently (an error, or silently ignoring them):
 * <ul>
 *   <li>a sort property that is not in the resource's list, such as {@code sort=password} or
 *       {@code sort=id;drop table}: JPA failed on it, Spring Data MongoDB ignored it;</li>
 *   <li>a page whose first row lies beyond 2<sup>31</sup>-1 (page &times; size), an offset neither JDBC
 *       nor MongoDB's skip can take: JPA failed on it, MongoDB answered the first page.</li>
 * </ul>
 */
public final class Pageables {

    private static final long MAX_OFFSET = Integer.MAX_VALUE;

    private Pageables() {
    }

    public static void check(Pageable pageable, Collection<String> sortableProperties) {
        if ((long) pageable.getPageNumber() * pageable.getPageSize() > MAX_OFFSET) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "Page " + pageable.getPageNumber() + " is out of range");
        }
        Sort sort = pageable.getSort();
        if (sort == null) {
            return;
        }
        for (Sort.Order order : sort) {
            if (!sortableProperties.contains(order.getProperty())) {
                throw new ApiException(HttpStatus.BAD_REQUEST, "Cannot sort by '" + order.getProperty() + "'");
            }
        }
    }
}
