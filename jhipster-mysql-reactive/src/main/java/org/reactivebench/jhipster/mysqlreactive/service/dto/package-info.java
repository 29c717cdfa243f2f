/**
 * Data transfer objects for rest mapping.
 */
package org.reactivebench.jhipster.mysqlreactive.service.dto;
