/**
 * Rest layer.
 */
package org.reactivebench.jhipster.mysql.web.rest;
